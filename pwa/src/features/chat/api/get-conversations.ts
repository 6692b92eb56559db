import { CHAT_HTTP_PATHS, type ConversationListResponse } from '@shop/contracts/chat/chat-events';
import { conversationListResponseSchema } from '@shop/contracts/chat/chat-answers';
import { apiGet } from '../../../lib/api-client';

/** The first page of conversations, latest first: enough for a live inbox. */
export function getConversations(signal?: AbortSignal): Promise<ConversationListResponse> {
  return apiGet(`${CHAT_HTTP_PATHS.conversations}?page=1`, conversationListResponseSchema, signal);
}
