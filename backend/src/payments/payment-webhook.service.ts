import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { isObjectIdString } from '../common/object-id.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentEventsService } from './payment-events.service.js';
import type { PaymentOutcomes, SessionReference } from './payment-outcomes.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';
export const INVALID_SIGNATURE = 'Invalid webhook signature';

/**
 * Takes in the provider's events: nothing in a body is read before its signature is verified; each
 * event takes effect once; and each effect is a conditional change, right in whatever order they come.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger(PaymentWebhookService.name);
  private payments?: PaymentOutcomes;

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsService,
  ) {}

  /** Called once at start-up by the module that owns orders, before the app listens. */
  handleOutcomesWith(outcomes: PaymentOutcomes): void {
    this.payments = outcomes;
  }

  async receive(rawBody: Buffer | undefined, signatureHeader: string | undefined): Promise<WebhookOutcome> {
    const event = await this.verified(rawBody, signatureHeader);
    if (!this.payments) throw new Error('No handler of payment outcomes is registered');
    const effect = this.effectOf(event, this.payments);
    if (!effect) return 'ignored';
    if (!(await this.events.claim(event.id, event.type))) return 'duplicate';
    try {
      await effect();
    } catch (error) {
      await this.events.release(event.id);
      throw error;
    }
    await this.events.markProcessed(event.id);
    return 'processed';
  }

  private async verified(rawBody: Buffer | undefined, signatureHeader: string | undefined): Promise<Stripe.Event> {
    if (!rawBody?.length) throw new BadRequestException(INVALID_SIGNATURE);
    try {
      return await this.provider.verifyWebhook(rawBody, signatureHeader);
    } catch (error) {
      this.logger.warn(`Refused a webhook: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      throw new BadRequestException(INVALID_SIGNATURE);
    }
  }

  private effectOf(event: Stripe.Event, payments: PaymentOutcomes): (() => Promise<void>) | undefined {
    switch (event.type) {
      case 'checkout.session.completed':
        // Methods that settle later complete 'unpaid' and send async_payment_succeeded or _failed.
        return event.data.object.payment_status === 'paid' ? this.withPayment(event.data.object, payments) : undefined;
      case 'checkout.session.async_payment_succeeded':
        return this.withPayment(event.data.object, payments);
      case 'checkout.session.async_payment_failed':
        return this.withSession(event.data.object, (session) => payments.paymentFailed(session));
      case 'checkout.session.expired':
        return this.withSession(event.data.object, (session) => payments.sessionExpired(session));
      default:
        return undefined;
    }
  }

  private withPayment(session: Stripe.Checkout.Session, payments: PaymentOutcomes) {
    const intent = session.payment_intent;
    const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
    // Checked against the order before it counts as paid: what was taken, in what currency.
    const amount = { amountTotalCents: session.amount_total ?? null, currency: session.currency ?? null };
    return this.withSession(session, (reference) => payments.paymentSucceeded({ ...reference, paymentIntentId, ...amount }));
  }

  /** The effect on the order the session is for; none for a session that names no order of ours. */
  private withSession(session: Stripe.Checkout.Session, effect: (reference: SessionReference) => Promise<void>) {
    const orderId = session.metadata?.orderId ?? session.client_reference_id;
    if (!isObjectIdString(orderId)) {
      this.logger.warn(`Checkout session ${session.id} names no order`);
      return undefined;
    }
    return () => effect({ orderId, sessionId: session.id });
  }
}
