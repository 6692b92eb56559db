import { apiGet } from '../../../lib/api-client';
import type { ShopperOrder } from '../order-model';

export interface OrderHistoryPage {
  orders: ShopperOrder[];
  hasMore: boolean;
}

/** The shopper's orders, newest first, ten from `skip` (spec §7). */
export async function getOrders(skip: number, signal?: AbortSignal): Promise<OrderHistoryPage> {
  const { orders, hasMore } = await apiGet(
    `/orders/getOrders?skip=${skip}`,
    () => import('@shop/contracts/orders/order').then((contract) => contract.orderHistoryPageResponseSchema),
    signal,
  );
  return { orders, hasMore };
}
