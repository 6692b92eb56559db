import { ADMIN_TEXT } from '../admin-messages';
import type { FormProblem } from '../forms/form-problems';
import { hasImage } from '../uploads/image-draft';
import type { BoardDraft } from './board-draft';

/** Spec §5: title and description are required, and a cover, which on revise may be the stored one. */
export function boardFormProblems(draft: BoardDraft): FormProblem[] {
  const text = ADMIN_TEXT.board;
  const problems: FormProblem[] = [];
  if (draft.title.trim() === '') problems.push({ field: 'title', message: text.titleRequired });
  if (draft.description.trim() === '') problems.push({ field: 'description', message: text.descriptionRequired });
  if (!hasImage(draft.cover)) problems.push({ field: 'cover', message: text.coverRequired });
  return problems;
}
