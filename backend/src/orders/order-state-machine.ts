import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts/orders/order-status';

// Still exported here for the back office's list and dashboard modules, which are being written now;
// everything else imports the statuses from the contract.
export { ORDER_STATUSES, type OrderStatus };

/**
 * Not a spec status: an order whose checkout is still taking its stock. Written before any stock is taken so
 * that a checkout cut short leaves a trace; never listed, counted or shown, and left only for Paying (by its
 * checkout) or for deletion with its stock given back (by the checkout, or by the reconciler once abandoned).
 */
export const PLACING = 'Placing';
export type StoredOrderStatus = OrderStatus | typeof PLACING;
export const STORED_ORDER_STATUSES: readonly StoredOrderStatus[] = [...ORDER_STATUSES, PLACING];
/** The status of an order read with PLACED_ORDERS (or changed from one): never PLACING. */
export function placedStatus(status: StoredOrderStatus): OrderStatus {
  if (status === PLACING) throw new Error('An order still being placed was read as a placed one');
  return status;
}

/** The filter every read that lists, counts or shows orders adds. */
export const PLACED_ORDERS = { Status: { $ne: PLACING } } as const;

/** Who asks: the order's shopper, an admin, the payment provider's webhook, or the server's own timers. */
export type ActorRole = 'customer' | 'admin' | 'webhook' | 'system';

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly ActorRole[];
}

/**
 * Every status change an order can make, for everyone who can make it; anything not listed is refused.
 * Whatever reaches Canceled gives its reserved stock back.
 */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  // The payment was confirmed.
  { from: ['Paying'], to: 'Paid', by: ['webhook'] },
  // An unpaid order canceled by its shopper or an admin, by its window lapsing, or by a failed payment.
  { from: ['Paying'], to: 'Canceled', by: ['customer', 'admin', 'system', 'webhook'] },
  // Paid after its window had lapsed and its stock could be reserved again. (When it could not, the order
  // stays Canceled and the payment is recorded there for a refund: a note, not a status change.)
  { from: ['Canceled'], to: 'Paid', by: ['webhook'] },
  // A cancellation request, or a return request once delivered; a denied request may be asked again.
  { from: ['Paid', 'Shipped', 'Delivered', 'Deny'], to: 'Request Cancel', by: ['customer'] },
  { from: ['Request Cancel'], to: 'Deny', by: ['admin'] },
  { from: ['Paid', 'Shipped', 'Delivered', 'Request Cancel', 'Deny'], to: 'Canceled', by: ['admin'] },
  // After a denied request the order carries on where it was.
  { from: ['Paid', 'Deny'], to: 'Shipped', by: ['admin'] },
  { from: ['Shipped', 'Deny'], to: 'Delivered', by: ['admin'] },
];

/** The statuses from which `role` may move an order to `to`; empty when it never may. */
export function allowedFrom(to: OrderStatus, role: ActorRole): OrderStatus[] {
  const statuses = ORDER_TRANSITIONS.filter((rule) => rule.to === to && rule.by.includes(role)).flatMap((rule) => rule.from);
  return [...new Set(statuses)];
}

/** Never from PLACING: an order being placed is its checkout's alone. */
export function canTransition(from: StoredOrderStatus, to: OrderStatus, role: ActorRole): boolean {
  return from !== PLACING && allowedFrom(to, role).includes(from);
}

/** The flags recording what has happened to an order, set when it reaches these statuses. */
export const FLAGS_ON_REACHING: Partial<Record<OrderStatus, Record<string, boolean>>> = {
  Paid: { IfPaid: true, IfCanceled: false },
  // Once the parcel has left, its units are no longer the order's to give back.
  Shipped: { IfShipped: true, StockReserved: false },
  Delivered: { IfDelivered: true },
  Canceled: { IfCanceled: true },
};
