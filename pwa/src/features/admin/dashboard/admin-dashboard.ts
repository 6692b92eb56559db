import type { OrderStatus } from '@shop/contracts/orders/order-status';

/** One UTC day: its paid orders and their revenue in USD. */
export interface DashboardDay {
  date: string;
  orders: number;
  revenue: number;
}

/** GET /api/admin/dashboard's `dashboard`. */
export interface AdminDashboard {
  days: DashboardDay[];
  revenue: number;
  paidOrders: number;
  waiting: { status: OrderStatus; count: number }[];
  topProducts: { proid: string; name: string; units: number; revenue: number }[];
  lowStockThreshold: number;
  lowStock: { proid: string; name: string; subType: string; left: number }[];
  lowStockTotal: number;
  unreadChats: { conversations: number; messages: number };
}
