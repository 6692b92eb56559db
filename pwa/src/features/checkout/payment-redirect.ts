import { getPaymentConfig } from './api/get-payment-config';
import { openPaymentPage, paymentPageHref } from './payment-page';
import type { PaymentSession } from './payment-session';
import { loadStripeJs } from './stripe-js';

/** Sends the browser to pay `session`; resolves false when it could not leave. */
export type PaymentRedirect = (session: PaymentSession) => Promise<boolean>;

/**
 * How the checkout leaves for the provider's page. With Stripe it loads Stripe.js first and rejects
 * when that fails; otherwise, or when the settings cannot be read, it goes to the session's URL.
 */
export async function preparePaymentRedirect(): Promise<PaymentRedirect> {
  const config = await getPaymentConfig().catch((error: unknown) => {
    console.warn('No payment settings: paying through the session URL', error);
    return null;
  });
  if (config?.provider !== 'stripe' || !config.publishableKey) return goToSessionUrl;
  const stripe = (await loadStripeJs())(config.publishableKey);
  const redirectToCheckout = stripe.redirectToCheckout?.bind(stripe);
  if (!redirectToCheckout) return goToSessionUrl;
  return async (session) => {
    const result = await redirectToCheckout({ sessionId: session.id }).catch((error: unknown) => ({ error }));
    if (result.error) console.error('Stripe could not open its checkout', result.error);
    return !result.error;
  };
}

function goToSessionUrl(session: PaymentSession): Promise<boolean> {
  const href = paymentPageHref(session.url);
  return Promise.resolve(href !== null && openPaymentPage(href));
}
