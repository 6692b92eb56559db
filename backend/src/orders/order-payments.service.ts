import { ConflictException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { toCents } from '../common/money.js';
import { formatDecimalDollars } from '@shop/contracts/money';
import type { ConfirmedPayment, PaymentOutcomes, SessionReference } from '../payments/payment-outcomes.js';
import { PAYMENT_CURRENCY, PAYMENT_PROVIDER, type PaymentProvider, providerErrorMessage } from '../payments/payment-provider.js';
import { PaymentWebhookService } from '../payments/payment-webhook.service.js';
import { stockLinesOf } from './order-pricing.js';
import { OrderTransitionsService, WEBHOOK } from './order-transitions.service.js';
import { Order, type OrderRecord } from './schemas/order.schema.js';
import { ProductStockService } from '../products/product-stock.service.js';

export const PAID_AFTER_EXPIRY_RESERVED = 'Paid after the payment window; stock reserved again';
export const PAID_AFTER_EXPIRY_REFUND_REQUIRED = 'Paid after expiry; refund required';
export const PAID_AFTER_EXPIRY_REFUNDED = 'Paid after expiry; refunded';
export const PAYMENT_PROBLEM_NOTE = 'Payment problem, check it with the payment provider';
// Each round reads the order afresh after another change beat ours; a few are plenty.
const MAX_SETTLE_ROUNDS = 3;

/** What payment events do to orders (each safe to apply twice and in any order), and refunds owed. */
@Injectable()
export class OrderPaymentsService implements PaymentOutcomes, OnModuleInit {
  private readonly logger = new Logger(OrderPaymentsService.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly transitions: OrderTransitionsService,
    private readonly stock: ProductStockService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly webhooks: PaymentWebhookService,
  ) {}

  onModuleInit(): void {
    this.webhooks.handleOutcomesWith(this);
  }

  /**
   * Paying → Paid. An order canceled unpaid (its window lapsed) is Paid again if its stock can be had;
   * otherwise it stays Canceled, is marked NeedsRefund and the payment is refunded.
   */
  async paymentSucceeded(payment: ConfirmedPayment): Promise<void> {
    for (let round = 0; round < MAX_SETTLE_ROUNDS; round += 1) {
      const order = await this.orders.findById(payment.orderId).lean<OrderRecord>();
      if (!order) {
        this.logger.error(`Payment ${payment.paymentIntentId} names order ${payment.orderId}, which does not exist`);
        return;
      }
      if (await this.settle(order, payment)) return;
    }
    throw new ConflictException(`Order ${payment.orderId} kept changing while its payment was recorded`);
  }

  async paymentFailed(session: SessionReference): Promise<void> {
    await this.cancelUnpaid(session, 'Payment failed');
  }

  async sessionExpired(session: SessionReference): Promise<void> {
    await this.cancelUnpaid(session, 'Payment session expired');
  }

  /** Answers false when another change got to the order first and the decision must be made again. */
  private async settle(order: OrderRecord, payment: ConfirmedPayment): Promise<boolean> {
    const problem = paymentProblem(order, payment);
    if (problem) return this.recordPaymentProblem(order, problem);
    if (order.Status === 'Paying') {
      const extra = { PaymentIntentId: payment.paymentIntentId };
      return !!(await this.transitions.transitionFrom(order, { to: 'Paid', actor: WEBHOOK, reason: 'Payment received', extra }));
    }
    if (order.Status === 'Canceled' && !order.IfPaid) return this.acceptLatePayment(order, payment);
    if (payment.paymentIntentId && order.PaymentIntentId !== payment.paymentIntentId)
      await this.refundSecondPayment(order, payment.paymentIntentId);
    return true;
  }

  /**
   * Takes the stock again for an order canceled unpaid, or refunds. The order is flagged as holding stock
   * before any is taken, so that whatever a crash interrupts, the sweep gives back what the order holds;
   * lines it still holds (a cancellation cut short) count as taken.
   */
  private async acceptLatePayment(order: OrderRecord, payment: ConfirmedPayment): Promise<boolean> {
    const flagged = order.StockReserved
      ? order
      : await this.transitions.annotate(order, { actor: WEBHOOK, extra: { StockReserved: true }, where: { StockReserved: false } });
    if (!flagged) return false;
    if (await this.stock.tryReserve(order._id, stockLinesOf(order.BuyItem))) {
      const paid = await this.transitions.transitionFrom(flagged, {
        to: 'Paid',
        actor: WEBHOOK,
        reason: PAID_AFTER_EXPIRY_RESERVED,
        extra: { PaymentIntentId: payment.paymentIntentId },
        where: { StockReserved: true },
      });
      return !!paid;
    }
    await this.transitions.releaseHeldStock(flagged);
    const marked = await this.transitions.annotate(flagged, {
      actor: WEBHOOK,
      reason: PAID_AFTER_EXPIRY_REFUND_REQUIRED,
      extra: { IfPaid: true, NeedsRefund: true, PaymentIntentId: payment.paymentIntentId },
      where: { IfPaid: false },
    });
    if (marked) await this.refundOrderMarkedNeedsRefund(marked, PAID_AFTER_EXPIRY_REFUNDED);
    return !!marked;
  }

  /**
   * Leaves the order as it is for an admin (unpaid orders are then no longer expired), with the problem in its
   * note and history; answers false when the order changed meanwhile.
   */
  private async recordPaymentProblem(order: OrderRecord, problem: string): Promise<boolean> {
    this.logger.error(`Order ${order._id.toString()}: ${problem}`);
    const note = `${PAYMENT_PROBLEM_NOTE}: ${problem}`;
    const noted = await this.transitions.annotate(order, {
      actor: WEBHOOK,
      reason: note,
      extra: { PaymentProblem: problem, Note: order.Note ? `${order.Note}\n${note}` : note },
      where: { Note: order.Note },
    });
    return !!noted;
  }

  /**
   * Refunds the payment of an order marked NeedsRefund and records the refund (and `reviseReason`, when
   * given) on it. Answers the order as recorded; null when the provider could not refund or another caller
   * already recorded the refund, leaving the order as it is (still marked, for an admin, in the first case).
   */
  async refundOrderMarkedNeedsRefund(order: OrderRecord, reviseReason?: string): Promise<OrderRecord | null> {
    if (!order.PaymentIntentId) return null;
    try {
      const refund = await this.provider.refund(order.PaymentIntentId);
      return await this.orders
        .findOneAndUpdate(
          { _id: order._id, NeedsRefund: true },
          { $set: { NeedsRefund: false, RefundId: refund.id, ...(reviseReason && { ReviseReason: reviseReason }) } },
          { returnDocument: 'after' },
        )
        .lean<OrderRecord>();
    } catch (error) {
      this.logger.error(`Refund for order ${order._id.toString()} failed; it stays marked NeedsRefund: ${providerErrorMessage(error)}`);
      return null;
    }
  }

  /** Cannot happen while the previous session is closed before another opens; refunded should it ever. */
  private async refundSecondPayment(order: OrderRecord, paymentIntentId: string): Promise<void> {
    this.logger.error(`Order ${order._id.toString()} was paid again (${paymentIntentId}); refunding that payment`);
    try {
      await this.provider.refund(paymentIntentId);
    } catch (error) {
      this.logger.error(`Refund of ${paymentIntentId} failed; refund it by hand: ${providerErrorMessage(error)}`);
    }
  }

  /** Only the order's current session speaks for it: the one expired for a continued checkout does not. */
  private async cancelUnpaid(session: SessionReference, reason: string): Promise<void> {
    await this.transitions.tryTransition(session.orderId, {
      to: 'Canceled',
      actor: WEBHOOK,
      reason,
      where: { PaymentSessionId: session.sessionId },
    });
  }
}

/** Why a payment cannot be taken as this order's: another session, or another amount or currency than its total. */
export function paymentProblem(order: OrderRecord, payment: ConfirmedPayment): string | undefined {
  const paymentName = `payment ${payment.paymentIntentId ?? '(no payment id)'}`;
  if (payment.sessionId !== order.PaymentSessionId) {
    return `${paymentName} came through checkout session ${payment.sessionId}, not the order's (${order.PaymentSessionId ?? 'none'})`;
  }
  const expectedCents = toCents(order.TotalPrice);
  if (payment.amountTotalCents !== expectedCents || payment.currency !== PAYMENT_CURRENCY) {
    const paid =
      payment.amountTotalCents === null
        ? 'an unknown amount'
        : `${formatDecimalDollars(payment.amountTotalCents)} ${payment.currency ?? ''}`.trim();
    return `${paymentName} took ${paid}, the order's total is ${formatDecimalDollars(expectedCents)} ${PAYMENT_CURRENCY}`;
  }
  return undefined;
}
