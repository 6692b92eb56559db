/** GET /api/admin/dashboard: the back office's overview of sales, waiting orders, stock and chats. */
import * as z from 'zod/mini';
import { adminMessageFields } from '../admin-messages/admin-answer.js';
import { ORDER_STATUSES } from '../orders/order-status.js';

/** One UTC day of the dashboard's days: its paid orders and what they brought in (USD). */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  orders: z.number(),
  revenue: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardTopProductSchema = z.object({ proid: z.string(), name: z.string(), units: z.number(), revenue: z.number() });
export type DashboardTopProduct = z.infer<typeof dashboardTopProductSchema>;

export const dashboardLowStockSchema = z.object({ proid: z.string(), name: z.string(), subType: z.string(), left: z.number() });
export type DashboardLowStock = z.infer<typeof dashboardLowStockSchema>;

export const adminDashboardSchema = z.object({
  /** Oldest first, every day present (zero when nothing was paid). */
  days: z.array(dashboardDaySchema),
  revenue: z.number(),
  paidOrders: z.number(),
  /** Orders the shop has still to act on, per status (zero counts included). */
  waiting: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number() })),
  topProducts: z.array(dashboardTopProductSchema),
  lowStockThreshold: z.number(),
  /** The scarcest sub-types for sale at or below the threshold, and how many there are in all. */
  lowStock: z.array(dashboardLowStockSchema),
  lowStockTotal: z.number(),
  /** Conversations with messages no admin has read, and how many such messages. */
  unreadChats: z.object({ conversations: z.number(), messages: z.number() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminDashboardResponseSchema = z.object({ success: z.literal(true), dashboard: adminDashboardSchema, ...adminMessageFields });
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;
