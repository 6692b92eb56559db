import type { AdminDashboard, DashboardDay, DashboardLowStock, DashboardTopProduct } from '@shop/contracts/admin-dashboard/admin-dashboard';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type Types } from 'mongoose';
import { Conversation } from '../chat/schemas/conversation.schema.js';
import { fromCents } from '../common/money.js';
import type { OrderStatus } from '../orders/order-state-machine.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { Product } from '../products/schemas/product.schema.js';
import { LOW_STOCK_SUB_TYPE, LOW_STOCK_THRESHOLD, NOT_A_MARKER_NAME } from '../products/stock-levels.js';

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
    @InjectModel(Product.name) private readonly products: Model<Product>,
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
  ) {}

  async read(now = new Date()): Promise<AdminDashboard> {
    const firstDay = startOfUtcDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
    const [sales, waiting, lowStock, unreadChats] = await Promise.all([
      this.orders.salesSince(firstDay, TOP_PRODUCTS_SHOWN),
      this.orders.countByStatus(WAITING_STATUSES),
      this.lowStock(),
      this.unreadChats(),
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
      lowStockTotal: lowStock.total[0]?.count ?? 0,
      unreadChats: { conversations: unreadChats?.conversations ?? 0, messages: unreadChats?.messages ?? 0 },
    };
  }

  /** The sub-types for sale at or below the threshold, scarcest first. */
  private async lowStock() {
    const [facets] = await this.products.aggregate<{
      shown: (Omit<DashboardLowStock, 'proid'> & { _id: Types.ObjectId })[];
      total: { count: number }[];
    }>([
      { $match: { SubTypeSet: { $elemMatch: LOW_STOCK_SUB_TYPE } } },
      { $unwind: '$SubTypeSet' },
      { $match: { 'SubTypeSet.LeftNum': { $lte: LOW_STOCK_THRESHOLD }, 'SubTypeSet.Name': NOT_A_MARKER_NAME } },
      {
        $facet: {
          shown: [
            { $sort: { 'SubTypeSet.LeftNum': 1, ProductName: 1, _id: 1 } },
            { $limit: LOW_STOCK_SHOWN },
            // The id stays an ObjectId here: the embedded server's $toString does not convert one.
            { $project: { name: '$ProductName', subType: '$SubTypeSet.Name', left: '$SubTypeSet.LeftNum' } },
          ],
          total: [{ $count: 'count' }],
        },
      },
    ]);
    return facets;
  }

  private async unreadChats() {
    const [unread] = await this.conversations.aggregate<{ conversations: number; messages: number }>([
      { $match: { staffUnreadCount: { $gt: 0 } } },
      { $group: { _id: null, conversations: { $sum: 1 }, messages: { $sum: '$staffUnreadCount' } } },
    ]);
    return unread;
  }
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function dayRange(firstDay: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10));
}
