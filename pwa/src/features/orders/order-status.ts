import type { OrderStatus } from '@shop/contracts/orders/order-status';
import type { ShopperOrder } from './order-model';

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

/** Canceled unpaid with no one's reason: the server's timer closed it when the payment window ran out. */
export function lapsedUnpaid(order: Pick<ShopperOrder, 'Status' | 'IfPaid' | 'CancelReason' | 'ReviseReason'>): boolean {
  return order.Status === 'Canceled' && !order.IfPaid && !order.CancelReason && !order.ReviseReason;
}
