import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { AccountCartService } from '../carts/account-cart.service.js';
import { toCents } from '../common/money.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CART_REMINDER_IDLE_MS } from '../config/limits.js';
import { JobsService } from '../jobs/jobs.service.js';
import { PeriodicSweep } from '../jobs/periodic-sweep.js';
import { MailService } from '../mail/mail.service.js';
import { OrderChangeDispatcher, type OrderChangeJob } from '../orders/order-change-dispatcher.js';
import { PAYMENT_WINDOW_EXPIRED } from '../orders/order-expiry.service.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import type { OrderRecord, StatusChange } from '../orders/schemas/order.schema.js';
import { UsersService } from '../users/users.service.js';
import { CHECKOUT_REMINDER_JOB, type CheckoutReminder, checkoutReminderMessage, type ReminderLine } from './checkout-reminder-mail.js';
import { CheckoutReminderPreference } from './schemas/checkout-reminder-preference.schema.js';

// How often the idle carts are looked for; a reminder may come this much after the idle time.
const CART_SWEEP_MS = 10 * 60_000;
const CART_SWEEP_BATCH = 200;

/**
 * One mail for a forgotten checkout: an order whose payment window lapsed (queued by the dispatcher with the
 * cancellation, keyed by the order) or an account cart unchanged for CART_REMINDER_IDLE_MS (queued by a sweep,
 * keyed by the cart's change time, so one per cart state). The job looks again before it mails: nothing goes out
 * for an order paid meanwhile, a cart emptied or changed meanwhile, or a shopper who switched reminders off.
 */
@Injectable()
export class CheckoutRemindersService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CheckoutRemindersService.name);
  private readonly sweeps = new PeriodicSweep('Idle cart sweep', CART_SWEEP_MS, this.logger, () => this.sweepIdleCarts());

  constructor(
    @InjectModel(CheckoutReminderPreference.name) private readonly preferences: Model<CheckoutReminderPreference>,
    private readonly dispatcher: OrderChangeDispatcher,
    private readonly orders: OrderReadsService,
    private readonly carts: AccountCartService,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.dispatcher.subscribe(lapsedOrderReminderJob);
    this.jobs.handle(CHECKOUT_REMINDER_JOB, (payload) => this.send(payload as unknown as CheckoutReminder & { lines?: ReminderLine[] }));
  }

  onApplicationBootstrap(): void {
    this.sweeps.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeps.stop();
  }

  async isEnabled(userId: string): Promise<boolean> {
    const stored = await this.preferences.findById(userId).lean();
    return stored?.enabled ?? true;
  }

  async setEnabled(userId: string, enabled: boolean): Promise<boolean> {
    await this.preferences.updateOne({ _id: new Types.ObjectId(userId) }, { $set: { enabled } }, { upsert: true });
    return enabled;
  }

  /** Queues a reminder for each account cart idle at `now`; answers how many it queued. */
  async sweepIdleCarts(now = new Date()): Promise<number> {
    const idle = await this.carts.idleSince(new Date(now.getTime() - CART_REMINDER_IDLE_MS), CART_SWEEP_BATCH);
    let queued = 0;
    for (const cart of idle) {
      const reminder: CheckoutReminder = { kind: 'cart', userId: cart.userId, cartUpdatedAt: cart.updatedAt.getTime() };
      if (
        await this.jobs.enqueue(CHECKOUT_REMINDER_JOB, `checkout-reminder:cart:${cart.userId}:${reminder.cartUpdatedAt}`, { ...reminder })
      )
        queued += 1;
    }
    return queued;
  }

  private async send(reminder: CheckoutReminder & { lines?: ReminderLine[] }): Promise<void> {
    const host = new URL(this.config.publicUrl).hostname;
    if (reminder.kind === 'order') {
      if (!(await this.isEnabled(reminder.ownerId))) return;
      const order = await this.orders.ownOrderHeadline(reminder.orderId, new Types.ObjectId(reminder.ownerId));
      // Paid after all (a late payment), or gone: nothing to remind of.
      if (order?.Status !== 'Canceled') return;
      const link = `${this.config.publicUrl}/checkout/${reminder.orderId}`;
      await this.mail.send(
        checkoutReminderMessage(reminder.to, reminder.lines ?? [], link, true, `<checkout-reminder.order.${reminder.orderId}@${host}>`),
      );
      return;
    }
    if (!(await this.isEnabled(reminder.userId))) return;
    const cart = await this.carts.getWithChangeTime(reminder.userId);
    // Emptied or changed since: a changed cart gets its own reminder once it is idle again.
    if (!cart || cart.items.length === 0 || cart.updatedAt.getTime() !== reminder.cartUpdatedAt) return;
    const user = await this.users.findAuthenticatedUser(reminder.userId);
    if (!user) return;
    const lines = cart.items.map((item) => ({
      name: item.proname,
      subType: item.subType,
      quantity: item.buyNum,
      lineCents: toCents(item.proprice) * item.buyNum,
    }));
    const messageId = `<checkout-reminder.cart.${reminder.userId}.${reminder.cartUpdatedAt}@${host}>`;
    await this.mail.send(checkoutReminderMessage(user.email, lines, `${this.config.publicUrl}/`, false, messageId));
  }
}

/** The reminder of an order whose payment window lapsed: one per order, with its items as they were. */
function lapsedOrderReminderJob(order: OrderRecord, change: StatusChange & { id: { toString(): string } }): OrderChangeJob | null {
  if (change.from !== 'Paying' || change.to !== 'Canceled' || change.reason !== PAYMENT_WINDOW_EXPIRED) return null;
  const orderId = order._id.toString();
  const lines: ReminderLine[] = order.BuyItem.map((item) => ({
    name: item.proname,
    subType: item.subType,
    quantity: item.buyNum,
    lineCents: toCents(item.proprice) * item.buyNum,
  }));
  const reminder: CheckoutReminder = { kind: 'order', orderId, ownerId: order.OwnerId.toString(), to: order.Email };
  return { kind: CHECKOUT_REMINDER_JOB, dedupeKey: `checkout-reminder:order:${orderId}`, payload: { ...reminder, lines } };
}
