import { skipToken, useQuery } from '@tanstack/react-query';
import { chatQueryKeys } from '../api/chat-query-keys';
import { getShopperContext } from '../api/get-shopper-context';

/** The shopper beside the open conversation: contact, address and recent orders. */
export function useShopperContext(conversationId: string | null) {
  return useQuery({
    queryKey: chatQueryKeys.shopperContext(conversationId),
    queryFn: conversationId ? ({ signal }) => getShopperContext(conversationId, signal) : skipToken,
  });
}
