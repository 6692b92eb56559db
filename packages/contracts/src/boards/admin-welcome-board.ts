/** The back office's welcome board answers (spec §7: the admin list, one board, addWelcomeBoard, reviseWelcomeBoard). */
import * as z from 'zod/mini';
import { adminMessageFields } from '../admin-messages/admin-answer.js';
import { welcomeBoardResponseSchema } from './welcome-board.js';

/** The admin list: every board, shown or hidden, 12 a page. */
export const adminWelcomeBoardsPageResponseSchema = z.object({
  success: z.literal(true),
  welcomeBoards: z.array(welcomeBoardResponseSchema),
  totalItemNum: z.number(),
  ...adminMessageFields,
});
export type AdminWelcomeBoardsPageResponse = z.infer<typeof adminWelcomeBoardsPageResponseSchema>;

export const getAdminWelcomeBoardResponseSchema = z.object({
  success: z.literal(true),
  welcomeBoard: welcomeBoardResponseSchema,
  ...adminMessageFields,
});
export type GetAdminWelcomeBoardResponse = z.infer<typeof getAdminWelcomeBoardResponseSchema>;

/** addWelcomeBoard: the new board's id comes back with the message. */
export const addWelcomeBoardResponseSchema = z.object({ success: z.literal(true), activityid: z.string(), ...adminMessageFields });
export type AddWelcomeBoardResponse = z.infer<typeof addWelcomeBoardResponseSchema>;
