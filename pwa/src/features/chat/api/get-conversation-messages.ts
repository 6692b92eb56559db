import { CHAT_HTTP_PATHS, type ConversationMessagesResponse } from '@shop/contracts/chat/chat-events';
import { apiGet } from '../../../lib/api-client';
import type { MessagePageQuery } from '@shop/contracts/chat/chat-queries';
import { messagePageSearch } from './message-page-query';

export function getConversationMessages(
  conversationId: string,
  query: MessagePageQuery,
  signal?: AbortSignal,
): Promise<ConversationMessagesResponse> {
  return apiGet<ConversationMessagesResponse>(`${CHAT_HTTP_PATHS.conversationMessages(conversationId)}${messagePageSearch(query)}`, signal);
}
