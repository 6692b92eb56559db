import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { ORDER_HISTORY_PAGE_SIZE } from '@shop/contracts/pagination';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CheckoutService } from './checkout.service.js';
import { PLACED_ORDERS } from './order-state-machine.js';
import { ORDER_NOT_FOUND, type OrderActor, OrderTransitionsService } from './order-transitions.service.js';
import { Order, type OrderRecord } from './schemas/order.schema.js';

export interface OrderHistoryPage {
  orders: OrderRecord[];
  hasMore: boolean;
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly transitions: OrderTransitionsService,
    private readonly checkout: CheckoutService,
  ) {}

  /** The shopper's own orders, newest first. */
  async findOwnPage(userId: string, skip: number): Promise<OrderHistoryPage> {
    const found = await this.orders
      .find({ OwnerId: userId, ...PLACED_ORDERS })
      .sort({ CreateDate: -1, _id: -1 })
      .skip(skip)
      .limit(ORDER_HISTORY_PAGE_SIZE + 1)
      .lean<OrderRecord[]>();
    return { orders: found.slice(0, ORDER_HISTORY_PAGE_SIZE), hasMore: found.length > ORDER_HISTORY_PAGE_SIZE };
  }

  /** The order, for its owner or an admin; 404 for anyone else, so that other orders' ids reveal nothing. */
  async findVisible(user: AuthenticatedUser, orderId: string): Promise<OrderRecord> {
    const owner = user.role === 'admin' ? {} : { OwnerId: user.id };
    const order = await this.orders.findOne({ _id: orderId, ...owner, ...PLACED_ORDERS }).lean<OrderRecord>();
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * The shopper's Cancle/Return. An unpaid order is canceled at once (its stock released, its payment
   * page closed); any other becomes a request for an admin to decide.
   */
  async requestCancel(user: AuthenticatedUser, orderId: string, reason: string): Promise<'canceled' | 'requested'> {
    const actor: OrderActor = { role: 'customer', userId: user.id };
    // Own orders only, even for an admin: canceling a shopper's order is the admin branch's business.
    const order = await this.orders.findOne({ _id: orderId, OwnerId: user.id, ...PLACED_ORDERS }, { Status: 1 }).lean();
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (order.Status !== 'Paying') {
      await this.transitions.transition(orderId, { to: 'Request Cancel', actor, reason });
      return 'requested';
    }
    const canceled = await this.transitions.transition(orderId, { to: 'Canceled', actor, reason });
    await this.checkout.closePaymentSession(canceled);
    return 'canceled';
  }
}
