import type { OrderStatus } from './order-model';

/** How a shopper sees each status (spec §4); any status not listed shows as it is. */
const SHOPPER_STATUS_LABELS: Partial<Record<OrderStatus, string>> = {
  Paying: 'Pending for paying',
  Paid: 'Pending for shippment', // sic, spec §4
};

export function orderStatusLabel(status: OrderStatus): string {
  return SHOPPER_STATUS_LABELS[status] ?? status;
}

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
