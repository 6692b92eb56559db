/**
 * An order as the back office reads it (spec §7: getOrder as an admin, getAllOrders, reviseOrder): the shopper's
 * view plus how the payment went, refunds owed, the order's history and the admins' notes.
 */
import * as z from 'zod/mini';
import { adminMessageFields } from '../admin-messages/admin-answer.js';
import { PAYMENT_PROVIDER_NAMES } from '../payments/payment-config.js';
import { getOrderResponseSchema, orderResponseSchema, orderStatusSchema } from './order.js';

export const statusChangeResponseSchema = z.object({
  at: z.string(),
  /** A user id, "webhook" or "system". */
  by: z.string(),
  /** null for the order's creation. */
  from: z.nullable(orderStatusSchema),
  to: orderStatusSchema,
  reason: z.string(),
});
export type StatusChangeResponse = z.infer<typeof statusChangeResponseSchema>;

/** An admin's note: added, never replaced. */
export const orderNoteResponseSchema = z.object({
  at: z.string(),
  /** The admin's user id. */
  by: z.string(),
  text: z.string(),
});
export type OrderNoteResponse = z.infer<typeof orderNoteResponseSchema>;

/** What an admin also sees: how the payment went, refunds owed and the order's history. */
export const adminOrderResponseSchema = z.extend(orderResponseSchema, {
  PaymentProvider: z.enum(PAYMENT_PROVIDER_NAMES),
  PaymentSessionId: z.nullable(z.string()),
  PaymentIntentId: z.nullable(z.string()),
  NeedsRefund: z.boolean(),
  RefundId: z.nullable(z.string()),
  /** A payment that did not match the order (session, amount or currency), left for an admin to settle. */
  PaymentProblem: z.nullable(z.string()),
  StatusHistory: z.array(statusChangeResponseSchema),
  /** The statuses an admin may move the order to now, read from the state machine: the page offers only these. */
  AllowedStatuses: z.array(orderStatusSchema),
  /** The admins' notes, oldest first. */
  Notes: z.array(orderNoteResponseSchema),
});
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

export const getAdminOrderResponseSchema = z.object({ success: z.literal(true), order: adminOrderResponseSchema, message: z.string() });
export type GetAdminOrderResponse = z.infer<typeof getAdminOrderResponseSchema>;

/** getOrder: the shopper's view of their own order, or the admin's view of any order. */
export const getAnyOrderResponseSchema = z.union([getAdminOrderResponseSchema, getOrderResponseSchema]);
export type GetAnyOrderResponse = z.infer<typeof getAnyOrderResponseSchema>;

/** getAllOrders: a page of 12, the matches' count and their value in dollars. */
export const adminOrdersPageResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderResponseSchema),
  totalItemNum: z.number(),
  totalValue: z.number(),
  ...adminMessageFields,
});
export type AdminOrdersPageResponse = z.infer<typeof adminOrdersPageResponseSchema>;

/** reviseOrder: an admin's revision answers with the changed order, a shopper's request with the message only. */
export const reviseOrderResponseSchema = z.object({
  success: z.literal(true),
  order: z.optional(adminOrderResponseSchema),
  ...adminMessageFields,
});
export type ReviseOrderResponse = z.infer<typeof reviseOrderResponseSchema>;
