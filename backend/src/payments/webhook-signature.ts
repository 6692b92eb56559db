import type Stripe from 'stripe';

/** The SDK is loaded at the first webhook: it is some 200 modules and 20 MB that a start need not pay for. */
const stripeSdk = async () => (await import('stripe')).default;

/**
 * Stripe's scheme (HMAC-SHA256 over "timestamp.body", 5-minute tolerance), used by both providers:
 * Stripe signs its events this way and the local test provider signs its own the same way.
 * Throws Stripe's StripeSignatureVerificationError when the header is missing, stale or wrong.
 */
export async function verifySignedEvent(rawBody: Buffer, signatureHeader: string | undefined, secret: string): Promise<Stripe.Event> {
  return (await stripeSdk()).webhooks.constructEvent(rawBody, signatureHeader ?? '', secret);
}

export async function signEvent(payload: string, secret: string): Promise<string> {
  return (await stripeSdk()).webhooks.generateTestHeaderString({ payload, secret });
}

export async function stripeApiVersion(): Promise<string> {
  return (await stripeSdk()).API_VERSION;
}
