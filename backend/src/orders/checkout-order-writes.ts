import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AnyBulkWriteOperation, Document } from 'mongodb';
import { Model, type Types } from 'mongoose';
import { groupCommit, insertEach, refusedApart } from '../common/group-commit.js';
import { PLACING } from './order-state-machine.js';
import { Order, type OrderRecord, type StatusChange } from './schemas/order.schema.js';

// Writes of one command: more checkouts than this at once wait for the next.
const MAX_WRITES_PER_COMMAND = 500;

type CheckoutWrite = { insert: OrderRecord } | { place: OrderRecord } | { withdraw: OrderRecord };

const PLACING_NOT_ABANDONED = { Status: PLACING, Abandoned: { $ne: true } } as const;

/**
 * The writes of a checkout's order: its insert as PLACING, the update that places it (PLACING → Paying with its
 * prices and payment session), or its delete when its stock was refused. Each checkout awaits its own write, in the
 * same order as ever.
 */
@Injectable()
export class CheckoutOrderWrites {
  // Those of checkouts at once go out together, one insert and one bulk update. bench:checkout 1 line, 50 buyers,
  // shop / db CPU ms per checkout, 2026-11-29: a command each 8.42 / 2.76, inserts grouped 6.49 / 2.21 (5.05 -> 4.13
  // commands, load 4-5); inserts grouped 8.06 / 2.78, both grouped 4.90 / 1.66 (4.16 -> 3.23 commands, load 8-9).
  // Remove when a round trip through mongoose costs far less than a checkout's other work.
  private readonly writes = groupCommit<CheckoutWrite, boolean>((writes) => this.writeAll(writes), MAX_WRITES_PER_COMMAND);

  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}

  /** Stores the order as given (complete, in its stored types). */
  async insertPlacing(order: OrderRecord): Promise<void> {
    await this.writes.load({ insert: order });
  }

  /**
   * Deletes the order while it is PLACING: its stock was refused, so it holds nothing. Those of a rush's refused
   * checkouts go out as one delete. bench:checkout rush (500 at once for 25 units), shop + db CPU ms per checkout,
   * both builds at once (load 12-15): 6.48 -> 5.48 (4.08 -> 3.22 commands). Remove when a round trip through
   * mongoose costs far less than a checkout's other work.
   */
  async withdraw(order: OrderRecord): Promise<void> {
    await this.writes.load({ withdraw: order });
  }

  /** PLACING → Paying, as the order now stands; false when the reconciler gave it up meanwhile (undoAbandoned). */
  place(order: OrderRecord): Promise<boolean> {
    return this.writes.load({ place: order });
  }

  private async writeAll(writes: readonly CheckoutWrite[]): Promise<(boolean | Error)[]> {
    const inserts = writes.flatMap((write) => ('insert' in write ? [write.insert] : []));
    const places = writes.flatMap((write) => ('place' in write ? [write.place] : []));
    const withdrawn = writes.flatMap((write) => ('withdraw' in write ? [write.withdraw._id] : []));
    const [inserted, placed, deleted] = await Promise.all([
      inserts.length > 0 ? insertEach(this.orders, inserts) : [],
      places.length > 0 ? this.placeAll(places) : [],
      withdrawn.length > 0 ? this.deleteAll(withdrawn) : true,
    ]);
    let nextInsert = 0;
    let nextPlace = 0;
    return writes.map((write) => {
      if ('insert' in write) return inserted[nextInsert++] ?? true;
      return 'place' in write ? placed[nextPlace++] : deleted;
    });
  }

  /** The orders still PLACING deleted in one command; its failure is the withdrawn orders' alone. */
  private deleteAll(ids: Types.ObjectId[]): Promise<true | Error> {
    return this.orders.deleteMany({ _id: { $in: ids }, Status: PLACING }).then(
      () => true,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * One update per order in one command. Only when some matched nothing (a reconciler's undo) or were refused are
   * the orders read to tell which this command placed: none leaves PLACING but through it.
   * Through the driver: the updates hold values in their stored types, and mongoose's casting (each order's lines
   * made into subdocuments) cost the shop more CPU per order than its share of the command. bench:checkout, shop +
   * db CPU ms per checkout with the stock take's bypass, both builds at once (load 14): 1 line 12.52 -> 11.37, 3 lines 13.87 -> 11.07.
   * Remove when mongoose's bulkWrite casts at a small part of a round trip's cost.
   */
  private async placeAll(orders: readonly OrderRecord[]): Promise<(boolean | Error)[]> {
    const updates = orders.map((order): AnyBulkWriteOperation => ({
      updateOne: { filter: { _id: order._id, ...PLACING_NOT_ABANDONED }, update: placingUpdate(order) },
    }));
    const refused = await this.orders.collection.bulkWrite(updates, { ordered: false }).then(
      ({ matchedCount }) => (matchedCount === orders.length ? null : []),
      (error: unknown) => refusedApart(error, orders.length),
    );
    if (!refused) return orders.map(() => true);
    const ids = orders.map((order) => order._id);
    const found = await this.orders.find({ _id: { $in: ids } }, { Status: 1 }).lean<Pick<OrderRecord, '_id' | 'Status'>[]>();
    const placed = new Set(found.filter((order) => order.Status !== PLACING).map((order) => order._id.toString()));
    return orders.map((order, index) => refused[index] ?? placed.has(order._id.toString()));
  }
}

function placingUpdate(order: OrderRecord): Document {
  const change: StatusChange = { at: order.CreateDate, by: order.OwnerId.toString(), from: null, to: 'Paying', reason: 'Checkout started' };
  return {
    $set: {
      Status: 'Paying',
      BuyItem: order.BuyItem,
      TotalPrice: order.TotalPrice,
      SubtotalCents: order.SubtotalCents,
      DiscountCents: order.DiscountCents,
      ShippingCents: order.ShippingCents,
      PaymentSessionId: order.PaymentSessionId,
    },
    $push: { StatusHistory: change },
  } as const;
}
