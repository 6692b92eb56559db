import { apiPatch } from '../../../../lib/api-client';
import { ADMIN_TEXT } from '../../admin-messages';
import type { BoardFields } from '../board-draft';

export interface BoardRevision extends BoardFields {
  activityid: string;
  display: boolean;
}

/** Resolves to the server's success message. */
export async function reviseWelcomeBoard(revision: BoardRevision): Promise<string> {
  const body = await apiPatch<{ message?: string }>('/welcomeBoards/reviseWelcomeBoard', revision);
  return body.message ?? ADMIN_TEXT.board.saved;
}
