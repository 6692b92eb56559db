import type { AdminOrderResponse, OrderNoteResponse, StatusChangeResponse } from '@shop/contracts/orders/admin-order';
import type { OrderItemResponse, OrderResponse } from '@shop/contracts/orders/order';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts/orders/order-status';
import { fromCents, toCents } from '../common/money.js';
import { canTransition, placedStatus } from './order-state-machine.js';
import type { OrderItem, OrderNote, OrderRecord, StatusChange } from './schemas/order.schema.js';

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
    // Orders older than shipping and discounts: their total is their subtotal.
    Subtotal: fromCents(order.SubtotalCents ?? toCents(order.TotalPrice)),
    Discount: fromCents(order.DiscountCents ?? 0),
    DiscountCode: order.DiscountCode ?? null,
    Shipping: fromCents(order.ShippingCents ?? 0),
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
