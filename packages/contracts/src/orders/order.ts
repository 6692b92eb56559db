/** An order as its shopper reads it (spec §3, §7: getOrders, getOrder) and the answer of both checkout calls. */
import * as z from 'zod/mini';
import { PAYMENT_METHODS } from './order-bodies.js';
import { ORDER_STATUSES } from './order-status.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** A cart line as the browser stores it (spec §3, storage key cart); an order's items have the same shape. */
export const orderItemResponseSchema = z.object({
  proid: z.string(),
  proname: z.string(),
  /** Dollars: the sub-type's sale price when it has one, else its price. */
  proprice: z.number(),
  subType: z.string(),
  buyNum: z.number(),
  /** proprice × buyNum in dollars, with two decimals, e.g. "25.98". */
  totalPrice: z.string(),
  /** The sub-type's stock when last checked. */
  maxLeft: z.number(),
});
export type OrderItemResponse = z.infer<typeof orderItemResponseSchema>;

/** An order as its shopper sees it: the spec's fields, plus its payment method and window. */
export const orderResponseSchema = z.object({
  _id: z.string(),
  /** ISO 8601. */
  CreateDate: z.string(),
  OwnerId: z.string(),
  UserName: z.string(),
  Phone: z.string(),
  Location: z.string(),
  DeliveryURL: z.string(),
  Status: orderStatusSchema,
  /** ISO 8601 of the latest change; null until the order changes. */
  ReviseDate: z.nullable(z.string()),
  /** The shopper sees the shop's answer to their latest request only; an admin every reason given. */
  ReviseReason: z.string(),
  CancelReason: z.string(),
  Note: z.string(),
  Email: z.string(),
  IfPaid: z.boolean(),
  IfShipped: z.boolean(),
  IfDelivered: z.boolean(),
  IfCanceled: z.boolean(),
  BuyItem: z.array(orderItemResponseSchema),
  /** Dollars: what the shopper pays, Subtotal − Discount + Shipping. */
  TotalPrice: z.number(),
  /** Dollars: the lines' sum. */
  Subtotal: z.number(),
  /** Dollars: taken off by DiscountCode. */
  Discount: z.number(),
  DiscountCode: z.nullable(z.string()),
  /** Dollars: the rate the order was placed with. */
  Shipping: z.number(),
  PaymentMethod: z.enum(PAYMENT_METHODS),
  /** ISO 8601: when an unpaid order is canceled; the page's countdown runs to it. */
  PaymentDeadline: z.string(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** getOrders: the shopper's orders, newest first, ten from `skip`. */
export const orderHistoryPageResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderResponseSchema),
  hasMore: z.boolean(),
  message: z.string(),
});
export type OrderHistoryPageResponse = z.infer<typeof orderHistoryPageResponseSchema>;

/** getOrder: one of the shopper's own orders (an admin calling it gets the admin's view, see admin-order.ts). */
export const getOrderResponseSchema = z.object({ success: z.literal(true), order: orderResponseSchema, message: z.string() });
export type GetOrderResponse = z.infer<typeof getOrderResponseSchema>;

/** create-checkout-session and create-continue-checkout-session: the provider's session and where to pay it. */
export const checkoutSessionResponseSchema = z.object({
  success: z.literal(true),
  /** The provider's session id. */
  id: z.string(),
  /** The provider's hosted payment page (the local test page when no Stripe key is set). */
  url: z.string(),
  orderId: z.string(),
  message: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;
