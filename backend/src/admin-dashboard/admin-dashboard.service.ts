import type { AdminDashboard, DashboardDay, DashboardTopProduct } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { Injectable } from '@nestjs/common';
import { ConversationsService } from '../chat/conversations.service.js';
import { fromCents } from '../common/money.js';
import type { OrderStatus } from '../orders/order-state-machine.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { ProductListingsService } from '../products/product-listings.service.js';
import { LOW_STOCK_THRESHOLD } from '../products/stock-levels.js';

export const DASHBOARD_DAYS = 30;
export const TOP_PRODUCTS_SHOWN = 5;
export const LOW_STOCK_SHOWN = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the shop has still to do: ship (Paid, Deny), deliver (Shipped), answer a request (Request Cancel). */
export const WAITING_STATUSES: readonly OrderStatus[] = ['Paid', 'Request Cancel', 'Deny', 'Shipped'];

/** The back office's dashboard, each part one aggregation, all read at once. */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly orders: OrderReadsService,
    private readonly listings: ProductListingsService,
    private readonly conversations: ConversationsService,
  ) {}

  async read(now = new Date()): Promise<AdminDashboard> {
    const firstDay = startOfUtcDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
    const [sales, waiting, lowStock, unreadChats] = await Promise.all([
      this.orders.salesSince(firstDay, TOP_PRODUCTS_SHOWN),
      this.orders.countByStatus(WAITING_STATUSES),
      this.listings.lowStock(LOW_STOCK_SHOWN),
      this.conversations.staffUnread(),
    ]);
    const days = dayRange(firstDay, DASHBOARD_DAYS).map((date): DashboardDay => {
      const day = sales.perDay.find((entry) => entry.day === date);
      return { date, orders: day?.orders ?? 0, revenue: fromCents(day?.cents ?? 0) };
    });
    return {
      days,
      revenue: fromCents(sales.total.cents),
      paidOrders: sales.total.orders,
      waiting,
      topProducts: sales.topProducts.map((entry): DashboardTopProduct => ({
        proid: entry.proid.toString(),
        name: entry.name,
        units: entry.units,
        revenue: fromCents(entry.cents),
      })),
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      lowStock: lowStock.shown.map(({ _id, name, subType, left }) => ({ proid: _id.toString(), name, subType, left })),
      lowStockTotal: lowStock.total,
      unreadChats,
    };
  }
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function dayRange(firstDay: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10));
}
