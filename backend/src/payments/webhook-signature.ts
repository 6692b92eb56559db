import Stripe from 'stripe';

/**
 * Stripe's scheme (HMAC-SHA256 over "timestamp.body", 5-minute tolerance), used by both providers:
 * Stripe signs its events this way and the local test provider signs its own the same way.
 * Throws Stripe's StripeSignatureVerificationError when the header is missing, stale or wrong.
 */
export function verifySignedEvent(rawBody: Buffer, signatureHeader: string | undefined, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', secret);
}

export function signEvent(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}
