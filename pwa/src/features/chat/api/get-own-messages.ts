import { CHAT_HTTP_PATHS, type OwnMessagesResponse } from '@shop/contracts/chat/chat-events';
import { ownMessagesResponseSchema } from '@shop/contracts/chat/chat-answers';
import { apiGet } from '../../../lib/api-client';
import type { MessagePageQuery } from '@shop/contracts/chat/chat-queries';
import { messagePageSearch } from './message-page-query';

/** The shopper's conversation (with its unread count) and a page of its messages. */
export function getOwnMessages(query: MessagePageQuery, signal?: AbortSignal): Promise<OwnMessagesResponse> {
  return apiGet(`${CHAT_HTTP_PATHS.ownMessages}${messagePageSearch(query)}`, ownMessagesResponseSchema, signal);
}
