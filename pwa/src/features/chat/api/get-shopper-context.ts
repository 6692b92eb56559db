import { CHAT_HTTP_PATHS, type ShopperContext, type ShopperContextResponse } from '@shop/contracts/chat/chat-events';
import { apiGet } from '../../../lib/api-client';

export async function getShopperContext(conversationId: string, signal?: AbortSignal): Promise<ShopperContext> {
  return (await apiGet<ShopperContextResponse>(CHAT_HTTP_PATHS.conversationContext(conversationId), signal)).context;
}
