import type { OrderHistoryPageResponse } from '@shop/contracts/orders/order';
import { apiGet } from '../../../lib/api-client';
import type { ShopperOrder } from '../order-model';

export interface OrderHistoryPage {
  orders: ShopperOrder[];
  hasMore: boolean;
}

/** The shopper's orders, newest first, ten from `skip` (spec §7). */
export async function getOrders(skip: number, signal?: AbortSignal): Promise<OrderHistoryPage> {
  const body = await apiGet<Partial<OrderHistoryPageResponse>>(`/orders/getOrders?skip=${skip}`, signal);
  return { orders: body.orders ?? [], hasMore: body.hasMore === true };
}
