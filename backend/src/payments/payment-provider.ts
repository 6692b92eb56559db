import type Stripe from 'stripe';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts/orders/order-bodies';
import type { PaymentProviderName } from '@shop/contracts/payments/payment-config';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Spec §9: the shopper pays by card or by Alipay, in USD. */
export { PAYMENT_METHODS, type PaymentMethod };
export const PAYMENT_CURRENCY = 'usd';

export interface CheckoutLineItem {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutSessionRequest {
  orderId: string;
  /** Counts the sessions opened for the order; with the order id it makes the idempotency key. */
  attempt: number;
  method: PaymentMethod;
  items: CheckoutLineItem[];
  /** Charged once per order, on top of the items. */
  shippingCents: number;
  /** Taken off the items' sum: the amount the order's code gives, named by the code. */
  discount: { code: string; cents: number } | null;
  customerEmail: string;
  /** The end of the order's payment window; the provider's session may outlive it and is then expired by us. */
  payBy: Date;
}

export interface CheckoutSession {
  id: string;
  /** The provider's hosted payment page. */
  url: string;
}

/** What became of a session we asked to expire: closed, or already paid (its payment will arrive by webhook). */
export type SessionEnd = 'expired' | 'complete';

/**
 * A hosted-checkout payment provider: Stripe, or the local test provider when no Stripe key is set.
 * Both speak Stripe's event format and signature scheme, so the webhook has one code path.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser initialises the provider's script with; null when the provider has no browser script. */
  readonly publishableKey: string | null;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  expireSession(sessionId: string): Promise<SessionEnd>;
  refund(paymentIntentId: string): Promise<{ id: string }>;
  /** The event in `rawBody`, once its signature header proves it was signed with our webhook secret; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<Stripe.Event>;
}

// Stripe refuses a Checkout Session that expires sooner than 30 minutes after its creation; a minute more
// absorbs clock skew. Our own, shorter, window is enforced by expiring the session ourselves.
const MIN_SESSION_LIFETIME_MS = 31 * 60_000;

/** The session's `expires_at` in epoch seconds: the window's end, or Stripe's minimum if that is later. */
export function sessionExpiresAt(payBy: Date, now = Date.now()): number {
  return Math.ceil(Math.max(payBy.getTime(), now + MIN_SESSION_LIFETIME_MS) / 1000);
}

/** Like Stripe's idempotency keys: the same order and attempt always name the same session. */
export function checkoutIdempotencyKey(request: Pick<CheckoutSessionRequest, 'orderId' | 'attempt'>): string {
  return `checkout-${request.orderId}-${request.attempt}`;
}

/** The provider's own words for what went wrong (Stripe's messages are meant to be shown). */
export function providerErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The payment provider did not answer';
}

/** Where the provider sends the shopper back (the PWA's routes, spec §2). */
export function returnUrls(publicUrl: string) {
  return {
    successUrl: `${publicUrl}/success/success_pay?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${publicUrl}/failed/payment`,
  };
}

/** What the session charges: the items, less the discount, plus shipping. */
export function sessionTotalCents(request: Pick<CheckoutSessionRequest, 'items' | 'shippingCents' | 'discount'>): number {
  const itemsCents = request.items.reduce((sum, item) => sum + item.unitAmountCents * item.quantity, 0);
  return itemsCents - (request.discount?.cents ?? 0) + request.shippingCents;
}
