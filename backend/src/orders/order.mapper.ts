import type { PaymentProviderName } from '@shop/contracts/payments/payment-config';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts/orders/order-status';
import type { PaymentMethod } from '../payments/payment-provider.js';
import { canTransition, placedStatus } from './order-state-machine.js';
import type { OrderItem, OrderNote, OrderRecord, StatusChange } from './schemas/order.schema.js';

/** A bought line in the cart line shape (spec §3). */
export interface OrderItemResponse {
  proid: string;
  proname: string;
  proprice: number;
  subType: string;
  buyNum: number;
  totalPrice: string;
  maxLeft: number;
}

/** An order as its shopper sees it: the spec's fields, plus its payment method and window. */
export interface OrderResponse {
  _id: string;
  CreateDate: string;
  OwnerId: string;
  UserName: string;
  Phone: string;
  Location: string;
  DeliveryURL: string;
  Status: OrderStatus;
  ReviseDate: string | null;
  ReviseReason: string;
  CancelReason: string;
  Note: string;
  Email: string;
  IfPaid: boolean;
  IfShipped: boolean;
  IfDelivered: boolean;
  IfCanceled: boolean;
  BuyItem: OrderItemResponse[];
  TotalPrice: number;
  PaymentMethod: PaymentMethod;
  /** When an unpaid order is canceled; the page's countdown runs to it. */
  PaymentDeadline: string;
}

export interface StatusChangeResponse {
  at: string;
  by: string;
  from: OrderStatus | null;
  to: OrderStatus;
  reason: string;
}

/** What an admin also sees: how the payment went, refunds owed and the order's history. */
export interface AdminOrderResponse extends OrderResponse {
  PaymentProvider: PaymentProviderName;
  PaymentSessionId: string | null;
  PaymentIntentId: string | null;
  NeedsRefund: boolean;
  RefundId: string | null;
  /** A payment that did not match the order (session, amount or currency), left for an admin to settle. */
  PaymentProblem: string | null;
  StatusHistory: StatusChangeResponse[];
  /** The statuses an admin may move the order to now, read from the state machine: the page offers only these. */
  AllowedStatuses: OrderStatus[];
  /** The admins' notes, oldest first. */
  Notes: OrderNoteResponse[];
}

export interface OrderNoteResponse {
  at: string;
  /** The admin's user id. */
  by: string;
  text: string;
}

export function toOrderResponse(order: OrderRecord): OrderResponse {
  return {
    _id: order._id.toString(),
    CreateDate: order.CreateDate.toISOString(),
    OwnerId: order.OwnerId.toString(),
    UserName: order.UserName,
    Phone: order.Phone,
    Location: order.Location,
    DeliveryURL: order.DeliveryURL,
    Status: placedStatus(order.Status),
    ReviseDate: order.ReviseDate?.toISOString() ?? null,
    ReviseReason: answerToRequest(order),
    CancelReason: order.CancelReason,
    Note: order.Note,
    Email: order.Email,
    IfPaid: order.IfPaid,
    IfShipped: order.IfShipped,
    IfDelivered: order.IfDelivered,
    IfCanceled: order.IfCanceled,
    BuyItem: order.BuyItem.map(toOrderItemResponse),
    TotalPrice: order.TotalPrice,
    PaymentMethod: order.PaymentMethod,
    PaymentDeadline: order.PaymentDeadline.toISOString(),
  };
}

export function toAdminOrderResponse(order: OrderRecord): AdminOrderResponse {
  return {
    ...toOrderResponse(order),
    ReviseReason: order.ReviseReason,
    PaymentProvider: order.PaymentProvider,
    PaymentSessionId: order.PaymentSessionId,
    PaymentIntentId: order.PaymentIntentId,
    NeedsRefund: order.NeedsRefund,
    RefundId: order.RefundId,
    PaymentProblem: order.PaymentProblem ?? null,
    StatusHistory: order.StatusHistory.map(toStatusChangeResponse),
    AllowedStatuses: ORDER_STATUSES.filter((to) => canTransition(order.Status, to, 'admin')),
    Notes: (order.Notes ?? []).map(toOrderNoteResponse),
  };
}

const SHOP_ANSWERS: readonly OrderStatus[] = ['Deny', 'Canceled'];
const SERVER_ACTORS = ['webhook', 'system'];

/**
 * The explanation a shopper sees: the reason the shop (an admin) gave for denying or canceling the order since
 * the shopper's latest request. The payment system's and the timers' notes are not an answer to anything.
 */
function answerToRequest(order: OrderRecord): string {
  const owner = order.OwnerId.toString();
  return order.StatusHistory.reduce((answer, change) => {
    if (change.to === 'Request Cancel') return '';
    const byTheShop = change.by !== owner && !SERVER_ACTORS.includes(change.by);
    return byTheShop && SHOP_ANSWERS.includes(change.to) ? change.reason : answer;
  }, '');
}

function toOrderItemResponse(item: OrderItem): OrderItemResponse {
  return {
    proid: item.proid.toString(),
    proname: item.proname,
    proprice: item.proprice,
    subType: item.subType,
    buyNum: item.buyNum,
    totalPrice: item.totalPrice,
    maxLeft: item.maxLeft,
  };
}

function toOrderNoteResponse(note: OrderNote): OrderNoteResponse {
  return { at: note.at.toISOString(), by: note.by, text: note.text };
}

function toStatusChangeResponse(change: StatusChange): StatusChangeResponse {
  return { at: change.at.toISOString(), by: change.by, from: change.from, to: change.to, reason: change.reason };
}
