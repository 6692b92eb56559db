import type { OrderItemResponse } from '@shop/contracts/orders/order';
import { dollarsToCents } from '@shop/contracts/money';

/** A cart line as stored (spec §3, storage key cart); an order's items have the same shape, which the contract defines. */
export type CartLine = OrderItemResponse;

export function lineTotalCents(line: CartLine): number {
  return dollarsToCents(line.proprice) * line.buyNum;
}
