import { skipToken, useQuery } from '@tanstack/react-query';
import type { ShopperOrder } from '../order-model';
import { awaitsPayment } from '../order-status';
import { paymentDeadline } from '../payment-window';
import { getOrders } from './get-orders';
import { orderQueryKeys } from './order-query-keys';

/** The newest of the shopper's orders still waiting for payment within its window, or null. */
export async function getUnpaidOrder(signal?: AbortSignal): Promise<ShopperOrder | null> {
  const { orders } = await getOrders(0, signal);
  return orders.find((order) => awaitsPayment(order.Status) && paymentDeadline(order) > Date.now()) ?? null;
}

/**
 * Read when `wanted` (an empty cart at /checkout, as after Back from the payment page): the order the cart
 * became, so the page offers to continue paying it. A failed read simply offers nothing.
 */
export function useUnpaidOrder(wanted: boolean) {
  return useQuery({ queryKey: orderQueryKeys.unpaid, queryFn: wanted ? ({ signal }) => getUnpaidOrder(signal) : skipToken });
}
