import { apiPost } from '../../../../lib/api-client';
import { ADMIN_TEXT } from '../../admin-messages';
import type { BoardFields } from '../board-draft';

/** Resolves to the server's success message. */
export async function addWelcomeBoard(fields: BoardFields): Promise<string> {
  const body = await apiPost<{ message?: string }>('/welcomeBoards/addWelcomeBoard', fields);
  return body.message ?? ADMIN_TEXT.board.saved;
}
