import type { ChatOrderCard } from '@shop/contracts/chat/chat-events';
import { useApiRead } from '../../../lib/use-api-read';
import { getOrders } from '../../orders/api/get-orders';

/** The shopper's latest orders (the order history's first page), as the cards they would attach. */
export function useAttachableOrders() {
  return useApiRead('orders', async (signal): Promise<ChatOrderCard[]> =>
    (await getOrders(0, signal)).orders.map((order) => ({
      kind: 'order',
      id: order._id,
      status: order.Status,
      totalPrice: order.TotalPrice,
      createDate: order.CreateDate,
    })),
  );
}
