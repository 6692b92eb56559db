import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type QueryFilter, Types } from 'mongoose';
import type { OrderStatus } from '@shop/contracts/orders/order-status';
import { ShopMetricsService } from '../observability/shop-metrics.service.js';
import { type ActorRole, canTransition, FLAGS_ON_REACHING, PLACED_ORDERS, placedStatus } from './order-state-machine.js';
import { DiscountsService, type DiscountUse } from '../discounts/discounts.service.js';
import { OrderChangeDispatcher } from './order-change-dispatcher.js';
import { stockLinesOf } from './order-pricing.js';
import { Order, type OrderRecord } from './schemas/order.schema.js';
import { ProductStockService } from '../products/product-stock.service.js';

export const ORDER_NOT_FOUND = 'Order not found';

export type OrderActor = { role: 'customer' | 'admin'; userId: string } | { role: 'webhook' | 'system' };
export const WEBHOOK: OrderActor = { role: 'webhook' };
export const SYSTEM: OrderActor = { role: 'system' };

export interface TransitionRequest {
  to: OrderStatus;
  actor: OrderActor;
  /** A customer's reason becomes the order's CancelReason; anyone else's its ReviseReason. Always in the history. */
  reason?: string;
  /** More fields to set with the status (DeliveryURL, PaymentIntentId, ...). */
  extra?: Partial<Order>;
  /** More preconditions, e.g. that an event is about the order's current payment session. */
  where?: QueryFilter<Order>;
}

/**
 * Applies the order state machine: every status change, by whoever, goes through here. A change is
 * one conditional update from the status the order was read in, so of two racing changes only one
 * is made and the other finds nothing to update. Whatever reaches Canceled gives its stock back.
 */
@Injectable()
export class OrderTransitionsService {
  private readonly logger = new Logger(OrderTransitionsService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly stock: ProductStockService,
    private readonly metrics: ShopMetricsService,
    private readonly dispatcher: OrderChangeDispatcher,
    private readonly discounts: DiscountsService,
  ) {}

  /** For requests: 404 when the actor cannot see the order, 409 when its status does not allow the change (any more). */
  async transition(orderId: string, request: TransitionRequest): Promise<OrderRecord> {
    const order = await this.findVisible(orderId, request.actor);
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (!canTransition(order.Status, request.to, request.actor.role)) {
      throw new ConflictException(`This order is ${order.Status} and cannot become ${request.to}.`);
    }
    const changed = await this.transitionFrom(order, request);
    if (!changed) throw new ConflictException('This order was changed meanwhile; please reload it and try again.');
    return changed;
  }

  /** For timers and webhooks: the changed order, or null when there is nothing to change. */
  async tryTransition(orderId: string, request: TransitionRequest): Promise<OrderRecord | null> {
    const order = await this.findVisible(orderId, request.actor);
    return order ? this.transitionFrom(order, request) : null;
  }

  /** Changes `order` from the status it was read in; null when that is not allowed or no longer its status. */
  async transitionFrom(order: OrderRecord, request: TransitionRequest): Promise<OrderRecord | null> {
    if (!canTransition(order.Status, request.to, request.actor.role)) return null;
    const changed = await this.apply(order, request, FLAGS_ON_REACHING[request.to]);
    if (changed?.Status === 'Paid') this.metrics.checkoutPaid();
    if (changed?.Status === 'Canceled') await this.releaseHeldStock(changed);
    const discountUse = changed?.Status === 'Canceled' && discountUseOf(changed);
    if (discountUse) await this.discounts.release(discountUse);
    if (changed?.Status === 'Shipped' && order.StockReserved) await this.stock.forget(order._id, stockLinesOf(order.BuyItem));
    if (changed) await this.announce(changed);
    return changed;
  }

  /**
   * A change that keeps the status (an admin's note, a payment recorded on a canceled order), made and
   * recorded the same way; null when the order is no longer in the status it was read in.
   */
  annotate(order: OrderRecord, request: Omit<TransitionRequest, 'to'>): Promise<OrderRecord | null> {
    return this.apply(order, { ...request, to: placedStatus(order.Status) });
  }

  /**
   * Gives back the stock a canceled order still holds, then clears its flag. Each line comes back at most once
   * (the stock service sees which lines the order still holds), so a crash before the flag is cleared only
   * leaves the order for the expiry sweep to finish.
   */
  async releaseHeldStock(order: OrderRecord): Promise<void> {
    if (!order.StockReserved) return;
    await this.stock.release(order._id, stockLinesOf(order.BuyItem));
    await this.orders.updateOne({ _id: order._id, Status: 'Canceled', StockReserved: true }, { $set: { StockReserved: false } });
  }

  /** The change is made whatever happens to its jobs (mails): the dispatcher's sweep queues them later. */
  private async announce(order: OrderRecord): Promise<void> {
    try {
      await this.dispatcher.dispatch(order);
    } catch (error) {
      this.logger.warn(
        `Order ${order._id.toString()} changed; its mails are queued by the next sweep: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private apply(order: OrderRecord, request: TransitionRequest, flags: Partial<Order> = {}): Promise<OrderRecord | null> {
    const { to, actor, reason } = request;
    const now = new Date();
    // A real change gets an id, recorded as unannounced by this same update: what it sets off cannot be lost.
    const changeId = to === order.Status ? undefined : new Types.ObjectId();
    return this.orders
      .findOneAndUpdate(
        { ...request.where, _id: order._id, Status: order.Status },
        {
          $set: { ...flags, ...reasonFields(actor.role, reason), ...request.extra, Status: to, ReviseDate: now },
          $push: {
            StatusHistory: {
              ...(changeId && { id: changeId }),
              at: now,
              by: actorName(actor),
              from: order.Status,
              to,
              reason: reason ?? '',
            },
            ...(changeId && { UnannouncedChanges: changeId }),
          },
        },
        { returnDocument: 'after' },
      )
      .lean<OrderRecord>()
      .exec();
  }

  private findVisible(orderId: string, actor: OrderActor): Promise<OrderRecord | null> {
    const owner = actor.role === 'customer' ? { OwnerId: actor.userId } : {};
    return this.orders
      .findOne({ _id: orderId, ...owner, ...PLACED_ORDERS })
      .lean<OrderRecord>()
      .exec();
  }
}

function reasonFields(role: ActorRole, reason: string | undefined): Partial<Order> {
  if (reason === undefined) return {};
  return role === 'customer' ? { CancelReason: reason } : { ReviseReason: reason };
}

function actorName(actor: OrderActor): string {
  return 'userId' in actor ? actor.userId : actor.role;
}

/** The use of a discount code an order holds (or would), when it names one. */
export function discountUseOf(order: Pick<OrderRecord, '_id' | 'DiscountCode' | 'OwnerId'>): DiscountUse | undefined {
  return order.DiscountCode ? { code: order.DiscountCode, orderId: order._id, shopperId: order.OwnerId.toString() } : undefined;
}
