import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type PipelineStage, type Types } from 'mongoose';
import type { OrderStatus } from '@shop/contracts/orders/order-status';
import { PLACED_ORDERS } from './order-state-machine.js';
import { Order, type OrderRecord } from './schemas/order.schema.js';

/**
 * The statuses of an order whose payment the shop keeps: each is reached only through Paid (see
 * ORDER_TRANSITIONS), and a paid order that is Canceled is refunded.
 */
export const KEPT_PAYMENT_STATUSES: readonly OrderStatus[] = ['Paid', 'Shipped', 'Delivered', 'Request Cancel', 'Deny'];

export type OrderHeadline = Pick<OrderRecord, '_id' | 'Status' | 'TotalPrice' | 'CreateDate'>;

/** Sales in whole cents, as the money helpers count. */
export interface SalesSince {
  perDay: { day: string; orders: number; cents: number }[];
  total: { orders: number; cents: number };
  topProducts: { proid: Types.ObjectId; name: string; units: number; cents: number }[];
}

/** Money in the pipelines is summed in whole cents, as the money helpers do. */
const cents = (dollars: unknown) => ({ $round: [{ $multiply: [dollars, 100] }, 0] });

/**
 * What other modules (chat, the admin dashboard) may read of orders: the orders module alone touches
 * the collection, so its shape and indexes can change behind these few reads.
 */
@Injectable()
export class OrderReadsService {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /** A shopper's latest placed orders, newest first. */
  recentPlacedOrders(ownerId: Types.ObjectId, limit: number): Promise<OrderRecord[]> {
    return this.orders
      .find({ OwnerId: ownerId, ...PLACED_ORDERS })
      .sort({ CreateDate: -1, _id: -1 })
      .limit(limit)
      .lean<OrderRecord[]>()
      .exec();
  }

  /** The order's status, total and date if it is the shopper's own, else null (another's order is "not found" too). */
  async ownOrderHeadline(orderId: string, ownerId: Types.ObjectId): Promise<OrderHeadline | null> {
    return this.orders
      .findOne({ _id: orderId, OwnerId: ownerId })
      .select({ Status: 1, TotalPrice: 1, CreateDate: 1 })
      .lean<OrderHeadline>()
      .exec();
  }

  /** Orders whose payment was kept, placed since `since`: per UTC day (YYYY-MM-DD), in all, and the products sold most by units. */
  async salesSince(since: Date, topProductCount: number): Promise<SalesSince> {
    const line = '$BuyItem';
    const pipeline: PipelineStage[] = [
      { $match: { CreateDate: { $gte: since }, Status: { $in: KEPT_PAYMENT_STATUSES } } },
      {
        $facet: {
          perDay: [
            {
              $group: {
                _id: { $dateToString: { format: '%Y-%m-%d', date: '$CreateDate' } },
                orders: { $sum: 1 },
                cents: { $sum: cents('$TotalPrice') },
              },
            },
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
            { $limit: topProductCount },
          ],
        },
      },
    ];
    const [facets] = await this.orders.aggregate<{
      perDay: { _id: string; orders: number; cents: number }[];
      total: { orders: number; cents: number }[];
      topProducts: { _id: Types.ObjectId; name: string; units: number; cents: number }[];
    }>(pipeline);
    return {
      perDay: facets.perDay.map(({ _id, orders, cents }) => ({ day: _id, orders, cents })),
      total: { orders: facets.total[0]?.orders ?? 0, cents: facets.total[0]?.cents ?? 0 },
      topProducts: facets.topProducts.map(({ _id, name, units, cents }) => ({ proid: _id, name, units, cents })),
    };
  }

  /** How many orders have each of the statuses, in their order (zero counts included). */
  async countByStatus(statuses: readonly OrderStatus[]): Promise<{ status: OrderStatus; count: number }[]> {
    const counts = await this.orders.aggregate<{ _id: OrderStatus; count: number }>([
      { $match: { Status: { $in: statuses } } },
      { $group: { _id: '$Status', count: { $sum: 1 } } },
    ]);
    return statuses.map((status) => ({ status, count: counts.find((entry) => entry._id === status)?.count ?? 0 }));
  }
}
