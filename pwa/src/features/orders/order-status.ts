import type { OrderStatus } from '@shop/contracts/orders/order-status';

export function awaitsPayment(status: OrderStatus): boolean {
  return status === 'Paying';
}

/** Cancle/Return is offered unless the order is canceled or a request is already open. */
export function canRequestCancel(status: OrderStatus): boolean {
  return status !== 'Canceled' && status !== 'Request Cancel';
}

export function showsDeliveryUrl(status: OrderStatus): boolean {
  return status === 'Shipped' || status === 'Delivered';
}

/** The request and the shop's answer to it: while asked, once canceled, and once denied (with the reason why). */
export function showsCancelReason(status: OrderStatus): boolean {
  return status === 'Request Cancel' || status === 'Canceled' || status === 'Deny';
}
