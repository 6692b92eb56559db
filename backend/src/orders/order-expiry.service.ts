import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CheckoutService } from './checkout.service.js';
import { OrderTransitionsService, SYSTEM } from './order-transitions.service.js';
import { Order, type OrderRecord } from './schemas/order.schema.js';

export const PAYMENT_WINDOW_EXPIRED = 'Payment window expired';
// Orders handled per sweep; any more wait for the next one, a few seconds later.
const SWEEP_BATCH = 200;

/**
 * Cancels unpaid orders whose payment window has passed, releasing their stock and closing their payment
 * pages. The state lives in the database, not in timers: a periodic sweep finds what is due, so nothing is
 * lost over a restart, and since each cancellation is a conditional update, of several instances sweeping
 * at once only one acts on each order. The first sweep runs at start-up.
 */
@Injectable()
export class OrderExpiryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrderExpiryService.name);
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly transitions: OrderTransitionsService,
    private readonly checkout: CheckoutService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduleSweep(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.sweeping;
  }

  /** Answers how many orders this sweep canceled. */
  async sweep(now = new Date()): Promise<number> {
    const overdue = await this.orders
      .find({ Status: 'Paying', PaymentDeadline: { $lt: now } })
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
    await this.releaseStrandedStock();
    return canceled;
  }

  /** Stock of orders canceled by an instance that stopped before giving it back. */
  private async releaseStrandedStock(): Promise<void> {
    const stranded = await this.orders.find({ Status: 'Canceled', StockReserved: true }).limit(SWEEP_BATCH).lean<OrderRecord[]>();
    for (const order of stranded) await this.transitions.releaseHeldStock(order);
  }

  private scheduleSweep(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.sweeping = this.sweep()
        .then(
          () => undefined,
          (error: unknown) => this.logger.error(`Order expiry sweep failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          if (!this.stopped) this.scheduleSweep(this.config.orderExpirySweepMs);
        });
    }, delayMs);
  }
}
