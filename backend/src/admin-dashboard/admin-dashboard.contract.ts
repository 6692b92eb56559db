import type { OrderStatus } from '../orders/order-state-machine.js';

/** One UTC day of the last DASHBOARD_DAYS: its paid orders and what they brought in (USD). */
export interface DashboardDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  orders: number;
  revenue: number;
}

export interface DashboardTopProduct {
  proid: string;
  name: string;
  units: number;
  revenue: number;
}

export interface DashboardLowStock {
  proid: string;
  name: string;
  subType: string;
  left: number;
}

export interface AdminDashboard {
  /** Oldest first, every day present (zero when nothing was paid). */
  days: DashboardDay[];
  revenue: number;
  paidOrders: number;
  /** Orders the shop has still to act on, per status (zero counts included). */
  waiting: { status: OrderStatus; count: number }[];
  topProducts: DashboardTopProduct[];
  lowStockThreshold: number;
  /** The scarcest sub-types for sale at or below the threshold, and how many there are in all. */
  lowStock: DashboardLowStock[];
  lowStockTotal: number;
  /** Conversations with messages no admin has read, and how many such messages. */
  unreadChats: { conversations: number; messages: number };
}

export interface AdminDashboardResponse {
  success: true;
  dashboard: AdminDashboard;
  message: string;
}
