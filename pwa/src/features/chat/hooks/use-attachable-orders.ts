import type { ChatOrderCard } from '@shop/contracts/chat/chat-events';
import { useQuery } from '@tanstack/react-query';
import { getOrders } from '../../orders/api/get-orders';
import { chatQueryKeys } from '../api/chat-query-keys';

/** The shopper's latest orders (the order history's first page), as the cards they would attach. */
export function useAttachableOrders() {
  return useQuery({
    queryKey: chatQueryKeys.ownOrderCards,
    queryFn: async ({ signal }): Promise<ChatOrderCard[]> =>
      (await getOrders(0, signal)).orders.map((order) => ({
        kind: 'order',
        id: order._id,
        status: order.Status,
        totalPrice: order.TotalPrice,
        createDate: order.CreateDate,
      })),
  });
}
