import type { Readable } from 'node:stream';
import { ConflictException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, type QueryFilter, Types } from 'mongoose';
import { ADMIN_PAGE_SIZE } from '@shop/contracts/pagination';
import type { OrderRevisionBody } from '@shop/contracts/orders/order-bodies';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { csvStream } from '../common/csv-stream.js';
import { fromCents } from '../common/money.js';
import { findPageItems, type Page } from '../common/pagination.js';
import { escapeRegExp } from '../common/regexp.js';
import { CheckoutService, ORDER_CHANGED } from './checkout.service.js';
import type { AdminOrderListQuery } from '@shop/contracts/orders/admin-order-list-query';
import { ORDER_CSV_COLUMNS, toOrderCsvRows } from './order-csv.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { PLACED_ORDERS } from './order-state-machine.js';
import { ORDER_NOT_FOUND, type OrderActor, OrderTransitionsService, type TransitionRequest } from './order-transitions.service.js';
import { Order, type OrderNote, type OrderRecord } from './schemas/order.schema.js';

const messages = ADMIN_MESSAGES.order;
const NEWEST_FIRST = { CreateDate: -1, _id: -1 } as const;
const OLDEST_FIRST = { CreateDate: 1, _id: 1 } as const;
const ORDER_ID = /^[0-9a-f]{24}$/i;

/** One page of the admin's order list, with the count and the summed TotalPrice (dollars) of every order it matches. */
export interface AdminOrderPage extends Page<OrderRecord> {
  totalValue: number;
}

export interface AdminRevisionOutcome {
  order: OrderRecord;
  message: AdminMessage;
}

/** One admin revision: who makes it, the order as read for it, and the precondition it was asked under. */
interface RevisionContext {
  actor: OrderActor;
  order: OrderRecord;
  unchangedSince: QueryFilter<Order>;
}

/** The back office's orders: every order, and the admin's revisions, each through the order state machine. */
@Injectable()
export class AdminOrdersService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly transitions: OrderTransitionsService,
    private readonly checkout: CheckoutService,
    private readonly payments: OrderPaymentsService,
  ) {}

  async findPage(page: number, query: AdminOrderListQuery): Promise<AdminOrderPage> {
    const filter = orderListFilter(query);
    const [items, totalsRows] = await Promise.all([
      findPageItems<Order, OrderRecord>(this.orders, filter, query.sort === 'oldest' ? OLDEST_FIRST : NEWEST_FIRST, page, ADMIN_PAGE_SIZE),
      this.orders.aggregate<{ count: number; cents: number }>([
        { $match: filter },
        { $group: { _id: null, count: { $sum: 1 }, cents: { $sum: { $round: [{ $multiply: ['$TotalPrice', 100] }, 0] } } } },
      ]),
    ]);
    // No matching order means no group at all.
    const totals = totalsRows.at(0) ?? { count: 0, cents: 0 };
    return { items, total: totals.count, totalValue: fromCents(totals.cents) };
  }

  /** The orders the list's filters match, oldest first, as CSV rows streamed from a cursor. */
  exportCsv(query: AdminOrderListQuery): Readable {
    const orders = this.orders.find(orderListFilter(query)).sort(OLDEST_FIRST).lean<OrderRecord[]>().cursor();
    return csvStream(orders as AsyncIterable<OrderRecord>, toOrderCsvRows, ORDER_CSV_COLUMNS);
  }

  /** Deny, Canceled, Shipped, Delivered, or (no status) a note; the body has been validated for its action. */
  async revise(admin: AuthenticatedUser, orderId: string, revision: OrderRevisionBody): Promise<AdminRevisionOutcome> {
    const order = await this.findOrder(orderId);
    if (revision.expectedReviseDate !== undefined && !sameDate(order.ReviseDate, revision.expectedReviseDate)) {
      throw new ConflictException(ORDER_CHANGED);
    }
    const context: RevisionContext = {
      actor: { role: 'admin', userId: admin.id },
      order,
      unchangedSince: { ReviseDate: order.ReviseDate },
    };
    switch (revision.status) {
      case 'Deny':
        return { order: await this.change(context, { to: 'Deny', reason: revision.reviseReason }), message: messages.denied };
      case 'Canceled':
        return this.cancel(context, requiredText(revision.reviseReason, ADMIN_MESSAGES.orderRules.cancelReasonRequired));
      case 'Shipped':
        // Once the parcel has left, its units are no longer the order's to give back: a later cancellation releases nothing.
        return {
          order: await this.change(context, { to: 'Shipped', extra: { DeliveryURL: revision.deliveryURL, StockReserved: false } }),
          message: messages.shipped,
        };
      case 'Delivered':
        return { order: await this.change(context, { to: 'Delivered' }), message: messages.delivered };
      default:
        return {
          order: await this.addNote(context, {
            at: new Date(),
            by: admin.id,
            text: requiredText(revision.note, ADMIN_MESSAGES.orderRules.noteRequired),
          }),
          message: messages.noteSaved,
        };
    }
  }

  /**
   * A status change through the state machine, made only if the order is still as it was read for this
   * revision (its ReviseDate): of two admins acting at once, one changes the order and the other gets 409.
   */
  private change(
    { actor, order, unchangedSince }: RevisionContext,
    change: Omit<TransitionRequest, 'actor' | 'where'>,
  ): Promise<OrderRecord> {
    return this.transitions.transition(order._id.toString(), { ...change, actor, where: unchangedSince });
  }

  /**
   * Cancels through the state machine, which gives back the stock of an order that has not shipped. An unpaid
   * order's payment page is closed; a paid order is marked for a refund in the same update, then refunded.
   * (A payment arriving after the order was read changes its ReviseDate, so the cancellation is refused.)
   */
  private async cancel(context: RevisionContext, reason: string): Promise<AdminRevisionOutcome> {
    const { IfPaid } = context.order;
    const canceled = await this.change(context, { to: 'Canceled', reason, extra: { NeedsRefund: IfPaid } });
    if (!canceled.IfPaid) {
      await this.checkout.closePaymentSession(canceled);
      return { order: canceled, message: messages.canceled };
    }
    const refunded = await this.payments.refundOrderMarkedNeedsRefund(canceled);
    return refunded
      ? { order: refunded, message: messages.canceledAndRefunded }
      : { order: canceled, message: messages.canceledRefundPending };
  }

  /** A note joins the order's list and keeps its status; it lands under the same precondition as a status change. */
  private async addNote({ order, unchangedSince }: RevisionContext, note: OrderNote): Promise<OrderRecord> {
    const noted = await this.orders
      .findOneAndUpdate(
        { ...unchangedSince, _id: order._id, Status: order.Status },
        { $set: { ReviseDate: note.at }, $push: { Notes: note } },
        { returnDocument: 'after' },
      )
      .lean<OrderRecord>()
      .exec();
    if (!noted) throw new ConflictException(ORDER_CHANGED);
    return noted;
  }

  private async findOrder(orderId: string): Promise<OrderRecord> {
    const order = await this.orders.findOne({ _id: orderId, ...PLACED_ORDERS }).lean<OrderRecord>();
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The list's filter, written with ObjectIds as stored because aggregate() casts nothing. A search is an
 * order id when it is one, else the start of an e-mail when it holds an @ (stored lower-case), else part
 * of the recipient's name in any case. from and to are UTC days, both included.
 */
function orderListFilter({ status, q, from, to }: AdminOrderListQuery): QueryFilter<Order> {
  const filter: QueryFilter<Order> = {
    ...(status ? { Status: status } : PLACED_ORDERS),
    ...((from ?? to) && {
      CreateDate: {
        ...(from && { $gte: new Date(from) }),
        ...(to && { $lt: new Date(new Date(to).getTime() + DAY_MS) }),
      },
    }),
  };
  if (!q) return filter;
  if (ORDER_ID.test(q)) return { ...filter, _id: new Types.ObjectId(q) };
  if (q.includes('@')) return { ...filter, Email: { $regex: `^${escapeRegExp(q.toLowerCase())}` } };
  return { ...filter, UserName: { $regex: escapeRegExp(q), $options: 'i' } };
}

/** The action's own text, which the body's schema requires; a caller that skipped the schema gets 400 too. */
function requiredText(text: string | undefined, message: AdminMessage): string {
  if (text === undefined) throw new AdminMessageException(HttpStatus.BAD_REQUEST, message);
  return text;
}

/** Whether the order's ReviseDate is the one the admin's page loaded (null: the order was never revised). */
function sameDate(reviseDate: Date | null, expected: string | null): boolean {
  return expected === null ? reviseDate === null : reviseDate?.getTime() === new Date(expected).getTime();
}
