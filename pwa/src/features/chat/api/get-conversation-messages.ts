import { CHAT_HTTP_PATHS, type ConversationMessagesResponse } from '@shop/contracts/chat/chat-events';
import { conversationMessagesResponseSchema } from '@shop/contracts/chat/chat-answers';
import { apiGet } from '../../../lib/api-client';
import type { MessagePageQuery } from '@shop/contracts/chat/chat-queries';
import { messagePageSearch } from './message-page-query';

export function getConversationMessages(
  conversationId: string,
  query: MessagePageQuery,
  signal?: AbortSignal,
): Promise<ConversationMessagesResponse> {
  return apiGet(
    `${CHAT_HTTP_PATHS.conversationMessages(conversationId)}${messagePageSearch(query)}`,
    conversationMessagesResponseSchema,
    signal,
  );
}
