import { CHAT_HTTP_PATHS, type ShopperContext } from '@shop/contracts/chat/chat-events';
import { shopperContextResponseSchema } from '@shop/contracts/chat/chat-answers';
import { apiGet } from '../../../lib/api-client';

export async function getShopperContext(conversationId: string, signal?: AbortSignal): Promise<ShopperContext> {
  return (await apiGet(CHAT_HTTP_PATHS.conversationContext(conversationId), shopperContextResponseSchema, signal)).context;
}
