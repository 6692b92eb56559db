import { toCents } from '../common/money.js';
import type { OrderChangeJob } from '../orders/order-change-dispatcher.js';
import type { OrderRecord, StatusChange } from '../orders/schemas/order.schema.js';

export const ORDER_MAIL_JOB = 'order-mail';
export const ORDER_MAILS = ['paid', 'shipped', 'delivered', 'cancel-accepted', 'cancel-denied', 'canceled'] as const;
export type OrderMailKind = (typeof ORDER_MAILS)[number];

/** What a mail says, taken from the order as the change left it: a later change does not alter an earlier mail. */
export interface OrderMail {
  kind: OrderMailKind;
  orderId: string;
  changeId: string;
  to: string;
  recipient: string;
  items: { name: string; subType: string; quantity: number; lineCents: number }[];
  totalCents: number;
  /** Absent from jobs queued before shipping and discounts: the total is then the subtotal. */
  subtotalCents?: number;
  discountCents?: number;
  discountCode?: string | null;
  shippingCents?: number;
  deliveryUrl: string;
  /** The admin's reason, for an answered request or a cancellation. */
  reason: string;
}

/** The mail a status change sends the shopper, if any. */
export function orderMailKind(change: Pick<StatusChange, 'from' | 'to'>): OrderMailKind | null {
  if (change.from === 'Request Cancel' && change.to === 'Canceled') return 'cancel-accepted';
  if (change.from === 'Request Cancel' && change.to === 'Deny') return 'cancel-denied';
  // A paid order canceled by the shop unasked: the shopper learns why and that the money goes back.
  if (change.to === 'Canceled' && change.from !== 'Paying') return 'canceled';
  if (change.to === 'Paid') return 'paid';
  if (change.to === 'Shipped') return 'shipped';
  if (change.to === 'Delivered') return 'delivered';
  return null;
}

/** The job that sends a change's mail: one per change, whoever dispatches it and however often. */
export function orderMailJob(order: OrderRecord, change: StatusChange & { id: { toString(): string } }): OrderChangeJob | null {
  const kind = orderMailKind(change);
  if (!kind) return null;
  const mail: OrderMail = {
    kind,
    orderId: order._id.toString(),
    changeId: change.id.toString(),
    to: order.Email,
    recipient: order.UserName,
    items: order.BuyItem.map((item) => ({
      name: item.proname,
      subType: item.subType,
      quantity: item.buyNum,
      lineCents: toCents(item.proprice) * item.buyNum,
    })),
    totalCents: toCents(order.TotalPrice),
    subtotalCents: order.SubtotalCents ?? toCents(order.TotalPrice),
    discountCents: order.DiscountCents ?? 0,
    discountCode: order.DiscountCode ?? null,
    shippingCents: order.ShippingCents ?? 0,
    deliveryUrl: order.DeliveryURL,
    reason: kind === 'cancel-accepted' || kind === 'cancel-denied' || kind === 'canceled' ? change.reason : '',
  };
  return { kind: ORDER_MAIL_JOB, dedupeKey: `order-mail:${mail.orderId}:${mail.changeId}`, payload: { ...mail } };
}
