import type { WelcomeBoard } from '../../boards/board-model';
import type { ImageSlot } from '../forms/hooks/use-upload-form';
import { NO_IMAGE, storedImage, type ImageDraft } from '../uploads/image-draft';

/** The board form's values, named as the add and revise bodies name them (spec §7), the cover a draft. */
export interface BoardDraft {
  title: string;
  subTitle: string;
  description: string;
  cover: ImageDraft;
  shown: boolean;
}

/** What the add and revise calls both send (spec §7). */
export interface BoardFields {
  title: string;
  subTitle: string;
  description: string;
  cover: string;
}

export function emptyBoardDraft(): BoardDraft {
  return { title: '', subTitle: '', description: '', cover: NO_IMAGE, shown: true };
}

export function boardToDraft(board: WelcomeBoard): BoardDraft {
  return {
    title: board.Title,
    subTitle: board.subTitle,
    description: board.Description,
    cover: storedImage(board.Cover),
    shown: board.Display,
  };
}

export function boardImageSlots(draft: BoardDraft): ImageSlot<BoardDraft>[] {
  return [{ slot: 'cover', path: 'cover', image: draft.cover }];
}

/** The fields that may hold a message, in the page's order. */
export const BOARD_FIELD_PATHS = ['title', 'subTitle', 'description', 'cover'];

/** The save payload of a draft, the cover as `urlOf` gives it (its stored URL once uploaded). */
export function toBoardFields(draft: BoardDraft, urlOf = (image: ImageDraft) => image.url): BoardFields {
  return { title: draft.title.trim(), subTitle: draft.subTitle.trim(), description: draft.description.trim(), cover: urlOf(draft.cover) };
}
