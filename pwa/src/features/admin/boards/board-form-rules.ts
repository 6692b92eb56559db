import type { FormProblem } from '../forms/form-problems';
import { hasImage } from '../uploads/image-draft';
import type { BoardDraft } from './board-draft';

/** Spec §5: title and description are required, and a cover, which on revise may be the stored one. */
export function boardFormProblems(draft: BoardDraft): FormProblem[] {
  const problems: FormProblem[] = [];
  if (draft.title.trim() === '') problems.push({ field: 'title', message: { key: 'board.titleRequired' } });
  if (draft.description.trim() === '') problems.push({ field: 'description', message: { key: 'board.descriptionRequired' } });
  if (!hasImage(draft.cover)) problems.push({ field: 'cover', message: { key: 'board.coverRequired' } });
  return problems;
}
