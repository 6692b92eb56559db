import { useQuery } from '@tanstack/react-query';
import { payingOrderId } from '../../../offline/paying-order';
import type { ShopperOrder } from '../order-model';
import { getOrder } from './get-order';
import { getOrders } from './get-orders';
import { orderQueryKeys } from './order-query-keys';

/** The order just paid: the one this tab went to pay, else the shopper's newest. */
export async function getPaidOrder(signal?: AbortSignal): Promise<ShopperOrder | null> {
  const orderId = payingOrderId();
  if (orderId) return getOrder(orderId, signal);
  return (await getOrders(0, signal)).orders[0] ?? null;
}

/** For the success_pay page; a failed read simply names no order. */
export function usePaidOrder() {
  return useQuery({ queryKey: orderQueryKeys.paid, queryFn: ({ signal }) => getPaidOrder(signal) });
}
