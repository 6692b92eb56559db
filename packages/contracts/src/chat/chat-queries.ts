/** The chat's list queries (CHAT_HTTP_PATHS): a page of messages, a page of conversations. */
import * as z from 'zod/mini';
import { INVALID_PAGE_MESSAGE, MAX_PAGE_NUMBER } from '../pagination.js';
import { wholeNumberQuery } from '../query-values.js';
import { strictBody } from '../strict-body.js';
import { CHAT_LIMITS } from './chat-events.js';

export const INVALID_BEFORE_MESSAGE = 'before must be a message seq (a whole number from 1).';
export const INVALID_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${CHAT_LIMITS.historyMaxPageSize}.`;

/** ?before=seq&limit=n: the `limit` messages just before `before`, or the latest ones. */
export const messagePageQuerySchema = strictBody({
  before: z.optional(wholeNumberQuery(1, Number.MAX_SAFE_INTEGER, INVALID_BEFORE_MESSAGE)),
  limit: z.optional(wholeNumberQuery(1, CHAT_LIMITS.historyMaxPageSize, INVALID_LIMIT_MESSAGE)),
});
export type MessagePageQuery = z.output<typeof messagePageQuerySchema>;

/** ?page=n of the admins' conversation list. */
export const conversationListQuerySchema = strictBody({
  page: z.optional(wholeNumberQuery(1, MAX_PAGE_NUMBER, INVALID_PAGE_MESSAGE)),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;
