import { BadGatewayException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { fromCents, toCents } from '../common/money.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ShopMetricsService } from '../observability/shop-metrics.service.js';
import {
  type CheckoutSession,
  type CheckoutSessionRequest,
  PAYMENT_PROVIDER,
  type PaymentMethod,
  type PaymentProvider,
  providerErrorMessage,
  type SessionEnd,
} from '../payments/payment-provider.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import type { DiscountCodeRecord } from '../discounts/schemas/discount-code.schema.js';
import {
  orderTotals,
  type PricedLine,
  priceReservedLines,
  type RequestedLine,
  stockLinesOf,
  toOrderItems,
  toStockLines,
  toUnpricedOrderItems,
} from './order-pricing.js';
import { type CheckoutTerms, OrderQuoteService, throwRefusal } from './order-quote.service.js';
import { PLACED_ORDERS, PLACING } from './order-state-machine.js';
import { discountUseOf, ORDER_NOT_FOUND, OrderTransitionsService, SYSTEM } from './order-transitions.service.js';
import { Order, type OrderRecord } from './schemas/order.schema.js';
import { CheckoutOrderWrites } from './checkout-order-writes.js';
import { CheckoutLimits } from './checkout-limits.js';
import { type StockLine, ProductStockService } from '../products/product-stock.service.js';

export const ORDER_EXPIRED = 'Order has expired!';
export const ORDER_CHANGED = 'This order was changed meanwhile; please reload it and try again.';
export const ORDER_ALREADY_PAID = 'This order has already been paid.';

export interface CheckoutRequest {
  cart: RequestedLine[];
  payment: PaymentMethod;
  location: string;
  recipient: string;
  phone: string;
  discountCode?: string;
}

export interface StartedCheckout {
  orderId: string;
  sessionId: string;
  url: string;
}

/**
 * Turns a cart into an order waiting for its payment: priced by the server, its stock reserved, a
 * payment session opened with the provider; and opens a new session for an unpaid order.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly stock: ProductStockService,
    private readonly transitions: OrderTransitionsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: ShopMetricsService,
    private readonly quotes: OrderQuoteService,
    private readonly discounts: DiscountsService,
    private readonly limits: CheckoutLimits,
    private readonly orderWrites: CheckoutOrderWrites,
  ) {}

  /**
   * The order is written first, as PLACING; then its stock is taken, each line tagged with the order; then the
   * payment session is opened for it, and one conditional update makes it Paying with its prices and that
   * session. Whatever step a crash interrupts, the reconciler finds the PLACING order and gives back what it
   * holds (see OrderExpiryService); the shopper never saw its payment page.
   */
  async startCheckout(user: AuthenticatedUser, request: CheckoutRequest): Promise<StartedCheckout> {
    const terms = await this.quotes.checkoutTerms(user, request.discountCode);
    const placing = await this.insertPlacingOrder(user, request, terms);
    await this.limits.admit(placing);
    const lines = stockLinesOf(placing.BuyItem);
    const reserved = await this.stock.reserve(placing._id, lines).catch(async (error: unknown) => {
      // A shortage has given back what it took; anything else may have left lines taken.
      if (error instanceof ConflictException) await this.orderWrites.withdraw(placing);
      else await this.undoPlacing(placing);
      throw error;
    });
    // Priced from the products as the reservation found them: read by its conditional update (one line) or right after (several).
    const priced = priceReservedLines(reserved);
    const discountCents = terms.code ? await this.takeDiscount(placing, terms.code, priced) : 0;
    const totals = orderTotals(priced, discountCents, terms.rate);
    // The PLACING record becomes the Paying order it is about to be stored as.
    const order = placing;
    order.Status = 'Paying';
    order.BuyItem = toOrderItems(priced);
    order.SubtotalCents = totals.subtotalCents;
    order.DiscountCents = totals.discountCents;
    order.ShippingCents = totals.shippingCents;
    order.TotalPrice = fromCents(totals.totalCents);
    const session = await this.createSession(order).catch(async (error: unknown) => {
      // Placed, then canceled (its stock given back), so that the admins see why.
      if (!(await this.orderWrites.place(order))) await this.giveBack(order, priced);
      else if (error instanceof BadGatewayException) {
        await this.transitions.transitionFrom(order, { to: 'Canceled', actor: SYSTEM, reason: `Payment provider error: ${error.message}` });
      }
      throw error;
    });
    order.PaymentSessionId = session.id;
    if (!(await this.orderWrites.place(order))) {
      // The reconciler gave the order up meanwhile: its stock and code use go back and its payment page closes.
      await this.giveBack(order, priced);
      await this.closePaymentSession(order);
      throw new ConflictException(ORDER_CHANGED);
    }
    this.metrics.checkoutStarted();
    return { orderId: order._id.toString(), sessionId: session.id, url: session.url };
  }

  /**
   * Gives back whatever stock a PLACING order holds, then deletes it: the shopper was never told of it. Safe to
   * repeat, so a crash in between leaves the order for the reconciler to undo again.
   */
  async undoPlacing(order: OrderRecord): Promise<void> {
    await this.giveBack(order, stockLinesOf(order.BuyItem));
    await this.orders.deleteOne({ _id: order._id, Status: PLACING });
  }

  /**
   * The code's discount on the reserved lines, its use taken for the order; or the order is undone and the
   * shopper told why the code does not apply (any more).
   */
  private async takeDiscount(placing: OrderRecord, code: DiscountCodeRecord, priced: PricedLine[]): Promise<number> {
    try {
      const discountCents = this.quotes.discountOn(code, priced);
      const use = { code: code._id, orderId: placing._id, shopperId: placing.OwnerId.toString() };
      throwRefusal(await this.discounts.claim(use, code, new Date()));
      return discountCents;
    } catch (error) {
      await this.undoPlacing(placing);
      throw error;
    }
  }

  private async giveBack(order: OrderRecord, lines: StockLine[]): Promise<void> {
    await this.stock.release(order._id, lines);
    const use = discountUseOf(order);
    if (use) await this.discounts.release(use);
  }

  /**
   * The reconciler's undo of a checkout it takes for crashed. The order is first marked abandoned, which its
   * checkout, if it still runs, can then no longer place: so the stock given back is never a placed order's.
   */
  async undoAbandoned(order: OrderRecord): Promise<void> {
    const claimed = await this.orders.updateOne({ _id: order._id, Status: PLACING }, { $set: { Abandoned: true } });
    if (claimed.matchedCount > 0) await this.undoPlacing(order);
  }

  /** A new payment session for the shopper's own order, while it is unpaid and inside its window. */
  async continueCheckout(user: AuthenticatedUser, orderId: string, method: PaymentMethod): Promise<StartedCheckout> {
    const order = await this.orders.findOne({ _id: orderId, OwnerId: user.id, ...PLACED_ORDERS }).lean<OrderRecord>();
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (order.Status !== 'Paying') throw new ConflictException(`This order is ${order.Status}, not waiting for payment.`);
    const now = new Date();
    if (order.PaymentDeadline <= now) throw new ConflictException(ORDER_EXPIRED);
    const nextAttempt = await this.orders
      .findOneAndUpdate(
        { _id: order._id, Status: 'Paying', PaymentAttempt: order.PaymentAttempt, PaymentDeadline: { $gt: now } },
        // The previous session stops being the order's own now: its expiry must not cancel the order.
        { $inc: { PaymentAttempt: 1 }, $set: { PaymentMethod: method, PaymentSessionId: null } },
        { returnDocument: 'after' },
      )
      .lean<OrderRecord>();
    if (!nextAttempt) throw new ConflictException(ORDER_CHANGED);
    // Close the previous page first, so that the order can never be paid twice.
    if (order.PaymentSessionId && (await this.expirePrevious(order.PaymentSessionId)) === 'complete') {
      throw new ConflictException(ORDER_ALREADY_PAID);
    }
    return this.openPaymentSession(nextAttempt);
  }

  /** Closes the payment page of an order canceled while unpaid; a payment that beat us there arrives by webhook. */
  async closePaymentSession(order: Pick<OrderRecord, '_id' | 'PaymentSessionId'>): Promise<void> {
    if (!order.PaymentSessionId) return;
    try {
      const end = await this.provider.expireSession(order.PaymentSessionId);
      if (end === 'complete') this.logger.warn(`Order ${order._id.toString()} was paid as it was canceled; the payment webhook settles it`);
    } catch (error) {
      const reason = providerErrorMessage(error);
      this.logger.warn(`Could not expire payment session ${order.PaymentSessionId} of order ${order._id.toString()}: ${reason}`);
    }
  }

  private async expirePrevious(sessionId: string): Promise<SessionEnd> {
    try {
      return await this.provider.expireSession(sessionId);
    } catch (error) {
      throw new BadGatewayException(providerErrorMessage(error));
    }
  }

  /**
   * Every value is built here from validated input in its stored type and the schema fills in its defaults, so
   * the insert skips mongoose's casting and document (`lean`). The lines are priced once their stock is taken.
   */
  private async insertPlacingOrder(user: AuthenticatedUser, request: CheckoutRequest, terms: CheckoutTerms): Promise<OrderRecord> {
    const now = new Date();
    const order = this.orders.applyDefaults({
      _id: new Types.ObjectId(),
      CreateDate: now,
      OwnerId: new Types.ObjectId(user.id),
      Email: user.email,
      UserName: request.recipient,
      Phone: request.phone,
      Location: request.location,
      Status: PLACING,
      BuyItem: toUnpricedOrderItems(toStockLines(request.cart)),
      TotalPrice: 0,
      DiscountCode: terms.code?._id ?? null,
      PaymentMethod: request.payment,
      PaymentProvider: this.provider.name,
      PaymentDeadline: new Date(now.getTime() + this.config.orderPaymentWindowSeconds * 1000),
      StockReserved: true,
    }) as OrderRecord;
    await this.orderWrites.insertPlacing(order);
    return order;
  }

  /** Opens the provider's session for the order's current attempt; the provider's failure is answered with 502. */
  private async openPaymentSession(order: OrderRecord): Promise<StartedCheckout> {
    const session = await this.createSession(order);
    const stored = await this.orders.updateOne(
      { _id: order._id, Status: 'Paying', PaymentAttempt: order.PaymentAttempt },
      { $set: { PaymentSessionId: session.id } },
    );
    if (stored.modifiedCount === 0) {
      // The order lapsed, or another attempt started, while this session was being opened.
      await this.closePaymentSession({ _id: order._id, PaymentSessionId: session.id });
      throw new ConflictException(ORDER_CHANGED);
    }
    return { orderId: order._id.toString(), sessionId: session.id, url: session.url };
  }

  /** The provider's session for the order's current attempt; the provider's refusal becomes a 502 with its message. */
  private async createSession(order: OrderRecord): Promise<CheckoutSession> {
    try {
      return await this.provider.createCheckoutSession(sessionRequest(order));
    } catch (error) {
      const message = providerErrorMessage(error);
      this.logger.warn(`Could not open a payment session for order ${order._id.toString()}: ${message}`);
      throw new BadGatewayException(message);
    }
  }
}

function sessionRequest(order: OrderRecord): CheckoutSessionRequest {
  return {
    orderId: order._id.toString(),
    attempt: order.PaymentAttempt,
    method: order.PaymentMethod,
    items: order.BuyItem.map((item) => ({
      name: `${item.proname} - ${item.subType}`,
      unitAmountCents: toCents(item.proprice),
      quantity: item.buyNum,
    })),
    shippingCents: order.ShippingCents ?? 0,
    discount: order.DiscountCode && order.DiscountCents ? { code: order.DiscountCode, cents: order.DiscountCents } : null,
    customerEmail: order.Email,
    payBy: order.PaymentDeadline,
  };
}
