import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  checkoutIdempotencyKey,
  type CheckoutSession,
  type CheckoutSessionRequest,
  PAYMENT_CURRENCY,
  type PaymentProvider,
  returnUrls,
  type SessionEnd,
  sessionExpiresAt,
} from './payment-provider.js';
import { verifySignedEvent } from './webhook-signature.js';

/** Stripe Checkout through the official SDK. */
@Injectable()
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const {
      stripeApi: { host, port, protocol },
      stripeSecretKey,
      stripePublishableKey,
    } = config;
    // The configuration checks at start-up that both keys are set together.
    if (!stripeSecretKey || !stripePublishableKey) throw new Error('Stripe payments need STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
    this.publishableKey = stripePublishableKey;
    this.stripe = new Stripe(stripeSecretKey, {
      ...(host && { host }),
      ...(port !== undefined && { port }),
      ...(protocol && { protocol }),
    });
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const { successUrl, cancelUrl } = returnUrls(this.config.publicUrl);
    const discounts = request.discount ? [{ coupon: await this.couponFor(request, request.discount) }] : undefined;
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // Since API version 2026-09-30 a session names its methods here; `payment_method_types` is gone.
        allowed_payment_method_types: [request.method],
        line_items: request.items.map((item) => ({
          quantity: item.quantity,
          price_data: { currency: PAYMENT_CURRENCY, unit_amount: item.unitAmountCents, product_data: { name: item.name } },
        })),
        ...(request.shippingCents > 0 && {
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount' as const,
                display_name: 'Shipping',
                fixed_amount: { amount: request.shippingCents, currency: PAYMENT_CURRENCY },
              },
            },
          ],
        }),
        ...(discounts && { discounts }),
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId },
        payment_intent_data: { metadata: { orderId: request.orderId } },
        customer_email: request.customerEmail,
        expires_at: sessionExpiresAt(request.payBy),
      },
      { idempotencyKey: checkoutIdempotencyKey(request) },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without a payment page URL');
    return { id: session.id, url: session.url };
  }

  /** A one-off coupon worth the order's discount, so that Stripe's page shows the code and charges the order's total. */
  private async couponFor(request: CheckoutSessionRequest, discount: { code: string; cents: number }): Promise<string> {
    const coupon = await this.stripe.coupons.create(
      { amount_off: discount.cents, currency: PAYMENT_CURRENCY, duration: 'once', max_redemptions: 1, name: discount.code },
      { idempotencyKey: `coupon-${request.orderId}-${request.attempt}` },
    );
    return coupon.id;
  }

  async expireSession(sessionId: string): Promise<SessionEnd> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open; ask what it became instead.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') throw error;
      return session.status === 'complete' ? 'complete' : 'expired';
    }
  }

  async refund(paymentIntentId: string): Promise<{ id: string }> {
    const refund = await this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentIntentId}` });
    return { id: refund.id };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<Stripe.Event> {
    return verifySignedEvent(rawBody, signatureHeader, this.config.stripeWebhookSecret);
  }
}
