import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
// Schema.Types.ObjectId: given mongoose.Types.ObjectId, mongoose 9 makes the path Mixed and casts nothing.
import mongoose, { type Types } from 'mongoose';
import type { PaymentProviderName } from '@shop/contracts/payments/payment-config';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts/orders/order-status';
import { PAYMENT_METHODS, type PaymentMethod } from '../../payments/payment-provider.js';
import { STORED_ORDER_STATUSES, type StoredOrderStatus } from '../order-state-machine.js';

/** A bought cart line (spec §3), priced by the server when the order was placed (unpriced while PLACING). */
@Schema({ _id: false, versionKey: false })
export class OrderItem {
  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'Product', required: true })
  proid: Types.ObjectId;

  @Prop({ type: String, required: true })
  proname: string;

  /** The unit price paid, in dollars: the sale price when there was one. */
  @Prop({ type: Number, required: true })
  proprice: number;

  @Prop({ type: String, required: true })
  subType: string;

  @Prop({ type: Number, required: true })
  buyNum: number;

  /** proprice × buyNum as a string with two decimals, as the cart shows it. */
  @Prop({ type: String, required: true })
  totalPrice: string;

  /** The stock of the sub-type this line could draw on when it was reserved. */
  @Prop({ type: Number, required: true })
  maxLeft: number;
}

/** One status change: who made it (a user id, 'webhook' or 'system'), from what, to what, and why. */
@Schema({ _id: false, versionKey: false })
export class StatusChange {
  /** Names the change for what it sets off (its mail); absent on changes older than that. */
  @Prop({ type: mongoose.Schema.Types.ObjectId })
  id?: Types.ObjectId;

  @Prop({ type: Date, required: true })
  at: Date;

  @Prop({ type: String, required: true })
  by: string;

  /** null for the order's creation. */
  @Prop({ type: String, enum: [...ORDER_STATUSES, null], default: null })
  from: OrderStatus | null;

  @Prop({ type: String, enum: ORDER_STATUSES, required: true })
  to: OrderStatus;

  @Prop({ type: String, default: '' })
  reason: string;
}

/** An admin's note on an order: added, never replaced or removed. */
@Schema({ _id: false, versionKey: false })
export class OrderNote {
  @Prop({ type: Date, required: true })
  at: Date;

  /** The admin's user id. */
  @Prop({ type: String, required: true })
  by: string;

  @Prop({ type: String, required: true })
  text: string;
}

/** An order (spec §3) plus what the server needs to take its payment and hold its stock. */
@Schema({ collection: 'orders', versionKey: false })
export class Order {
  @Prop({ type: Date, required: true })
  CreateDate: Date;

  @Prop({ type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true })
  OwnerId: Types.ObjectId;

  @Prop({ type: String, required: true })
  Email: string;

  /** The recipient. */
  @Prop({ type: String, required: true })
  UserName: string;

  @Prop({ type: String, required: true })
  Phone: string;

  @Prop({ type: String, required: true })
  Location: string;

  @Prop({ type: String, default: '' })
  DeliveryURL: string;

  /** PLACING while its checkout runs: only the checkout and the reconciler ever read such an order. */
  @Prop({ type: String, enum: STORED_ORDER_STATUSES, required: true })
  Status: StoredOrderStatus;

  /** Set by the reconciler on a PLACING order it undoes: from then on its checkout can no longer place it. */
  @Prop({ type: Boolean, default: false })
  Abandoned: boolean;

  @Prop({ type: Date, default: null })
  ReviseDate: Date | null;

  /** The explanation of the latest change made by an admin or by the server. */
  @Prop({ type: String, default: '' })
  ReviseReason: string;

  /** The shopper's reason for canceling or returning. */
  @Prop({ type: String, default: '' })
  CancelReason: string;

  @Prop({ type: String, default: '' })
  Note: string;

  @Prop({ type: Boolean, default: false })
  IfPaid: boolean;

  @Prop({ type: Boolean, default: false })
  IfShipped: boolean;

  @Prop({ type: Boolean, default: false })
  IfDelivered: boolean;

  @Prop({ type: Boolean, default: false })
  IfCanceled: boolean;

  @Prop({ type: [SchemaFactory.createForClass(OrderItem)], required: true })
  BuyItem: OrderItem[];

  /** In dollars: what the shopper pays, SubtotalCents − DiscountCents + ShippingCents. */
  @Prop({ type: Number, required: true })
  TotalPrice: number;

  /** The lines' sum in cents; absent on orders older than shipping and discounts (their TotalPrice is it). */
  @Prop({ type: Number })
  SubtotalCents?: number;

  /** Taken off by DiscountCode, in cents. */
  @Prop({ type: Number, default: 0 })
  DiscountCents?: number;

  /** The code whose use the order holds (see DiscountsService); null without one. */
  @Prop({ type: String, default: null })
  DiscountCode?: string | null;

  /** The shipping rate the order was placed with, in cents: the shop's later changes do not touch it. */
  @Prop({ type: Number, default: 0 })
  ShippingCents?: number;

  @Prop({ type: String, enum: PAYMENT_METHODS, required: true })
  PaymentMethod: PaymentMethod;

  @Prop({ type: String, required: true })
  PaymentProvider: PaymentProviderName;

  /** The provider's current checkout session; an older one is expired before a new one is opened. */
  @Prop({ type: String, default: null })
  PaymentSessionId: string | null;

  /** How many checkout sessions have been opened for the order. */
  @Prop({ type: Number, default: 1 })
  PaymentAttempt: number;

  @Prop({ type: String, default: null })
  PaymentIntentId: string | null;

  /** The end of the payment window: unpaid by then, the order is canceled and its stock released. */
  @Prop({ type: Date, required: true })
  PaymentDeadline: Date;

  /**
   * The order holds its lines' units out of stock. Each unit taken is also tagged with the order's id in its
   * sub-type's HeldBy, which is what makes taking and giving back happen once however often they are retried.
   */
  @Prop({ type: Boolean, default: false })
  StockReserved: boolean;

  /** A payment that did not match the order (session, amount or currency): left for an admin, not expired. */
  @Prop({ type: String, default: null })
  PaymentProblem: string | null;

  /** Money was taken that must go back (paid after the window, with the stock gone) and no refund is done yet. */
  @Prop({ type: Boolean, default: false })
  NeedsRefund: boolean;

  @Prop({ type: String, default: null })
  RefundId: string | null;

  @Prop({ type: [SchemaFactory.createForClass(StatusChange)], default: [] })
  StatusHistory: StatusChange[];

  /**
   * The ids of status changes not yet handed to the job queue (mails): recorded by the very update that makes
   * the change, so that a crash cannot lose them; cleared by the OrderChangeDispatcher once their jobs exist.
   * Absent on orders stored before it (a lean read applies no default).
   */
  @Prop({ type: [mongoose.Schema.Types.ObjectId], default: [] })
  UnannouncedChanges?: Types.ObjectId[];

  /** The admins' notes, oldest first. Absent on orders stored before them that had no note to migrate. */
  @Prop({ type: [SchemaFactory.createForClass(OrderNote)], default: [] })
  Notes?: OrderNote[];
}

export type OrderRecord = Order & { _id: Types.ObjectId };

export const OrderSchema = SchemaFactory.createForClass(Order);
OrderSchema.index({ OwnerId: 1, CreateDate: -1 });
OrderSchema.index({ Status: 1, PaymentDeadline: 1 });
// The expiry sweep's look for canceled orders still holding stock, every few seconds: a walk of those alone instead
// of every canceled order.
OrderSchema.index({ Status: 1, StockReserved: 1, ReviseDate: 1 });
OrderSchema.index({ PaymentSessionId: 1 });
OrderSchema.index({ UnannouncedChanges: 1 });
// The back office's list in either date order (walked backward for oldest first), by status, and by
// e-mail prefix; the dashboard's 30 days are a range of the first.
OrderSchema.index({ CreateDate: -1, _id: -1 });
OrderSchema.index({ Status: 1, CreateDate: -1, _id: -1 });
OrderSchema.index({ Email: 1, CreateDate: -1, _id: -1 });
