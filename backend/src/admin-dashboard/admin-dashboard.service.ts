import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type PipelineStage, type Types } from 'mongoose';
import { Conversation } from '../chat/schemas/conversation.schema.js';
import { fromCents } from '../common/money.js';
import type { OrderStatus } from '../orders/order-state-machine.js';
import { Order } from '../orders/schemas/order.schema.js';
import { Product } from '../products/schemas/product.schema.js';
import { LOW_STOCK_SUB_TYPE, LOW_STOCK_THRESHOLD, NOT_A_MARKER_NAME } from '../products/stock-levels.js';
import type { AdminDashboard, DashboardDay, DashboardLowStock, DashboardTopProduct } from './admin-dashboard.contract.js';

export const DASHBOARD_DAYS = 30;
export const TOP_PRODUCTS_SHOWN = 5;
export const LOW_STOCK_SHOWN = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The statuses of an order whose payment the shop keeps: each is reached only through Paid (see
 * ORDER_TRANSITIONS), and a paid order that is Canceled is refunded.
 */
export const KEPT_PAYMENT_STATUSES: readonly OrderStatus[] = ['Paid', 'Shipped', 'Delivered', 'Request Cancel', 'Deny'];
/** What the shop has still to do: ship (Paid, Deny), deliver (Shipped), answer a request (Request Cancel). */
export const WAITING_STATUSES: readonly OrderStatus[] = ['Paid', 'Request Cancel', 'Deny', 'Shipped'];

/** Money in the pipelines is summed in whole cents, as the money helpers do. */
const cents = (dollars: unknown) => ({ $round: [{ $multiply: [dollars, 100] }, 0] });

/** The back office's dashboard, each part one aggregation, all read at once. */
@Injectable()
export class AdminDashboardService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
  ) {}

  async read(now = new Date()): Promise<AdminDashboard> {
    const firstDay = startOfUtcDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
    const [sales, waiting, lowStock, unreadChats] = await Promise.all([
      this.sales(firstDay),
      this.waitingCounts(),
      this.lowStock(),
      this.unreadChats(),
    ]);
    const days = dayRange(firstDay, DASHBOARD_DAYS).map((date): DashboardDay => {
      const day = sales.perDay.find((entry) => entry._id === date);
      return { date, orders: day?.orders ?? 0, revenue: fromCents(day?.cents ?? 0) };
    });
    const total = sales.total[0];
    return {
      days,
      revenue: fromCents(total?.cents ?? 0),
      paidOrders: total?.orders ?? 0,
      waiting: WAITING_STATUSES.map((status) => ({ status, count: waiting.find((entry) => entry._id === status)?.count ?? 0 })),
      topProducts: sales.topProducts.map((entry): DashboardTopProduct => ({
        proid: entry._id.toString(),
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

  /** Paid orders placed since firstDay: per UTC day, in all, and the products sold most by units. */
  private async sales(firstDay: Date) {
    const line = '$BuyItem';
    const pipeline: PipelineStage[] = [
      { $match: { CreateDate: { $gte: firstDay }, Status: { $in: KEPT_PAYMENT_STATUSES } } },
      {
        $facet: {
          perDay: [
            { $group: { _id: { $dateToString: { format: '%Y-%m-%d', date: '$CreateDate' } }, orders: { $sum: 1 }, cents: { $sum: cents('$TotalPrice') } } },
          ],
          total: [{ $group: { _id: null, orders: { $sum: 1 }, cents: { $sum: cents('$TotalPrice') } } }],
          topProducts: [
            { $unwind: line },
            {
              $group: {
                _id: `${line}.proid`,
                name: { $first: `${line}.proname` },
                units: { $sum: `${line}.buyNum` },
                cents: { $sum: { $multiply: [cents(`${line}.proprice`), `${line}.buyNum`] } },
              },
            },
            { $sort: { units: -1, _id: 1 } },
            { $limit: TOP_PRODUCTS_SHOWN },
          ],
        },
      },
    ];
    const [facets] = await this.orders.aggregate<{
      perDay: { _id: string; orders: number; cents: number }[];
      total: { orders: number; cents: number }[];
      topProducts: { _id: Types.ObjectId; name: string; units: number; cents: number }[];
    }>(pipeline);
    return facets;
  }

  private waitingCounts() {
    return this.orders.aggregate<{ _id: OrderStatus; count: number }>([
      { $match: { Status: { $in: WAITING_STATUSES } } },
      { $group: { _id: '$Status', count: { $sum: 1 } } },
    ]);
  }

  /** The sub-types for sale at or below the threshold, scarcest first. */
  private async lowStock() {
    const [facets] = await this.products.aggregate<{ shown: (Omit<DashboardLowStock, 'proid'> & { _id: Types.ObjectId })[]; total: { count: number }[] }>([
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
