/** A welcome board as the API sends it (spec §3, §7: getWelcomeBoards, getWelcomeBoard). */
import * as z from 'zod/mini';

export const welcomeBoardResponseSchema = z.object({
  _id: z.string(),
  Title: z.string(),
  subTitle: z.string(),
  Description: z.string(),
  Cover: z.string(),
  /** ISO 8601. */
  CreateDate: z.string(),
  /** Shown on the storefront's carousel; shoppers only ever get shown boards. */
  Display: z.boolean(),
});
export type WelcomeBoardResponse = z.infer<typeof welcomeBoardResponseSchema>;

/** getWelcomeBoards/{page}: the storefront's carousel asks for page 1. */
export const welcomeBoardsPageResponseSchema = z.object({
  success: z.literal(true),
  welcomeBoards: z.array(welcomeBoardResponseSchema),
  totalItemNum: z.number(),
});
export type WelcomeBoardsPageResponse = z.infer<typeof welcomeBoardsPageResponseSchema>;

export const getWelcomeBoardResponseSchema = z.object({ success: z.literal(true), welcomeBoard: welcomeBoardResponseSchema });
export type GetWelcomeBoardResponse = z.infer<typeof getWelcomeBoardResponseSchema>;
