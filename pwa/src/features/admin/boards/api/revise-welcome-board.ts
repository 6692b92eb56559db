import { adminMessageResponseSchema } from '@shop/contracts/admin-messages/admin-answer';
import { apiPatch } from '../../../../lib/api-client';
import { noticeOfAnswer, type AdminNotice } from '../../i18n/admin-notice';
import type { BoardFields } from '../board-draft';

export interface BoardRevision extends BoardFields {
  activityid: string;
  display: boolean;
}

/** Resolves to the server's success message. */
export async function reviseWelcomeBoard(revision: BoardRevision): Promise<AdminNotice> {
  return noticeOfAnswer(await apiPatch('/welcomeBoards/reviseWelcomeBoard', revision, adminMessageResponseSchema), { key: 'board.saved' });
}
