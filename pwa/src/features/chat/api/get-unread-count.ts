import { CHAT_HTTP_PATHS, type UnreadCountResponse } from '@shop/contracts/chat/chat-events';
import { apiGet } from '../../../lib/api-client';

/** How many of the shop's replies the shopper has not read; asks without creating a conversation. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiGet<UnreadCountResponse>(CHAT_HTTP_PATHS.unreadCount, signal)).unreadCount ?? 0;
}
