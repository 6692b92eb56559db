import { CHAT_HTTP_PATHS } from '@shop/contracts/chat/chat-events';
import { unreadCountResponseSchema } from '@shop/contracts/chat/chat-answers';
import { apiGet } from '../../../lib/api-client';

/** How many of the shop's replies the shopper has not read; asks without creating a conversation. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiGet(CHAT_HTTP_PATHS.unreadCount, unreadCountResponseSchema, signal)).unreadCount;
}
