import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import Stripe from 'stripe';
import request from 'supertest';

export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

export interface EventSession {
  sessionId: string;
  orderId: string;
  paymentIntentId?: string | null;
  paymentStatus?: 'paid' | 'unpaid';
  /** What the payment took: the order's total in cents, as Stripe reports it. */
  amountTotalCents?: number;
  currency?: string;
}

/** A Checkout Session event as Stripe sends it (the fields the shop reads, and a few it does not). */
export function checkoutEvent(type: CheckoutEventType, session: EventSession, id = `evt_test_${randomUUID()}`) {
  const paid = type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded';
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: session.sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_status: session.paymentStatus ?? (paid ? 'paid' : 'unpaid'),
        client_reference_id: session.orderId,
        metadata: { orderId: session.orderId },
        payment_intent: session.paymentIntentId ?? (paid ? `pi_test_${randomUUID()}` : null),
        amount_total: session.amountTotalCents ?? null,
        currency: session.currency ?? 'usd',
      },
    },
  };
}

export interface SigningOptions {
  secret: string;
  /** Epoch seconds; defaults to now. */
  timestamp?: number;
}

/** POSTs the event to the webhook exactly as Stripe does: the JSON bytes and their Stripe-Signature. */
export function sendWebhook(app: NestExpressApplication, event: object | string, signing: SigningOptions | null) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const test = request(app.getHttpServer()).post('/api/payments/webhook').set('Content-Type', 'application/json');
  if (signing) test.set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, ...signing }));
  return test.send(payload);
}
