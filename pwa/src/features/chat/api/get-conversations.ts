import { CHAT_HTTP_PATHS, type ConversationListResponse } from '@shop/contracts/chat/chat-events';
import { apiGet } from '../../../lib/api-client';

/** The first page of conversations, latest first: enough for a live inbox. */
export function getConversations(signal?: AbortSignal): Promise<ConversationListResponse> {
  return apiGet<ConversationListResponse>(`${CHAT_HTTP_PATHS.conversations}?page=1`, signal);
}
