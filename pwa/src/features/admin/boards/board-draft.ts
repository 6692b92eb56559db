import type { WelcomeBoard } from '../../boards/board-model';
import { NO_IMAGE, storedImage, type ImageDraft } from '../uploads/image-draft';

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

export function boardImageSlots(draft: BoardDraft): Record<string, ImageDraft> {
  return { cover: draft.cover };
}

export function withStoredBoardImages(draft: BoardDraft, urls: Record<string, string>): BoardDraft {
  return { ...draft, cover: storedImage(urls.cover) };
}

export function toBoardFields(draft: BoardDraft): BoardFields {
  return { title: draft.title.trim(), subTitle: draft.subTitle.trim(), description: draft.description.trim(), cover: draft.cover.url };
}
