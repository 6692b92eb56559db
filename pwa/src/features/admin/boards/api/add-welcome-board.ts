import { addWelcomeBoardResponseSchema } from '@shop/contracts/boards/admin-welcome-board';
import { apiPost } from '../../../../lib/api-client';
import { noticeOfAnswer, type AdminNotice } from '../../i18n/admin-notice';
import type { BoardFields } from '../board-draft';

/** Resolves to the server's success message. */
export async function addWelcomeBoard(fields: BoardFields): Promise<AdminNotice> {
  return noticeOfAnswer(await apiPost('/welcomeBoards/addWelcomeBoard', fields, addWelcomeBoardResponseSchema), { key: 'board.saved' });
}
