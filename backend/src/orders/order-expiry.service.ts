import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PeriodicSweep } from '../jobs/periodic-sweep.js';
import { ShopMetricsService } from '../observability/shop-metrics.service.js';
import { CheckoutService } from './checkout.service.js';
import { PLACING } from './order-state-machine.js';
import { OrderTransitionsService, SYSTEM } from './order-transitions.service.js';
import { Order, type OrderRecord } from './schemas/order.schema.js';

export const PAYMENT_WINDOW_EXPIRED = 'Payment window expired';
// Orders handled per sweep; any more wait for the next one, a few seconds later.
const SWEEP_BATCH = 200;

/**
 * Cancels unpaid orders whose payment window has passed, releasing their stock and closing their payment
 * pages, and reconciles what a crashed instance left half-done: checkouts still PLACING after the grace
 * period are undone, canceled orders that still hold stock give it back. The state lives in the database,
 * not in timers: a periodic sweep finds what is due, so nothing is lost over a restart, and since each step
 * is a conditional update that is safe to repeat, of several instances sweeping at once only one acts on
 * each order. The first sweep runs at start-up.
 */
@Injectable()
export class OrderExpiryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderExpiryService.name);
  private readonly sweeps: PeriodicSweep;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly transitions: OrderTransitionsService,
    private readonly checkout: CheckoutService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: ShopMetricsService,
  ) {
    this.sweeps = new PeriodicSweep('Order expiry sweep', config.orderExpirySweepMs, this.logger, () => this.sweep());
  }

  onApplicationBootstrap(): void {
    this.sweeps.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeps.stop();
  }

  /** Answers how many orders this sweep canceled. */
  async sweep(now = new Date()): Promise<number> {
    // Orders with a payment problem wait for an admin, holding their stock, however long that takes.
    const overdue = await this.orders
      .find({ Status: 'Paying', PaymentDeadline: { $lt: now }, PaymentProblem: null })
      .sort({ PaymentDeadline: 1 })
      .limit(SWEEP_BATCH)
      .lean<OrderRecord[]>();
    let canceled = 0;
    for (const order of overdue) {
      const changed = await this.transitions.transitionFrom(order, { to: 'Canceled', actor: SYSTEM, reason: PAYMENT_WINDOW_EXPIRED });
      if (!changed) continue;
      canceled += 1;
      await this.checkout.closePaymentSession(changed);
    }
    this.metrics.checkoutExpired(canceled);
    const crashedBefore = new Date(now.getTime() - this.config.unfinishedCheckoutGraceMs);
    await this.undoUnfinishedCheckouts(crashedBefore);
    await this.releaseStrandedStock(crashedBefore);
    this.metrics.orderSweepFinished(now);
    return canceled;
  }

  /** Checkouts whose instance stopped before their order was placed (or undone). */
  private async undoUnfinishedCheckouts(startedBefore: Date): Promise<void> {
    const unfinished = await this.orders
      .find({ Status: PLACING, CreateDate: { $lt: startedBefore } })
      .limit(SWEEP_BATCH)
      .lean<OrderRecord[]>();
    for (const order of unfinished) await this.checkout.undoAbandoned(order);
    if (unfinished.length > 0) this.logger.warn(`Undid ${unfinished.length} checkouts left unfinished by a stopped instance`);
  }

  /**
   * Stock of orders canceled by an instance that stopped before giving all of it back. Only orders last
   * changed before the grace period: a late payment taking stock for a canceled order flags it first.
   */
  private async releaseStrandedStock(changedBefore: Date): Promise<void> {
    const stranded = await this.orders
      .find({ Status: 'Canceled', StockReserved: true, ReviseDate: { $lt: changedBefore } })
      .limit(SWEEP_BATCH)
      .lean<OrderRecord[]>();
    for (const order of stranded) await this.transitions.releaseHeldStock(order);
  }
}
