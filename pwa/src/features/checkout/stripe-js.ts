/**
 * Stripe.js at the version label of spec §7. Each Stripe.js version has its own URL (js.stripe.com/v3 is
 * the older, unversioned line); acacia still has redirectToCheckout, which clover removed.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/acacia/stripe.js';

/** The part of Stripe.js the checkout uses. */
export interface StripeJs {
  redirectToCheckout?: (options: { sessionId: string }) => Promise<{ error?: { message?: string } }>;
}

export type StripeConstructor = (publishableKey: string) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

let pending: { script: HTMLScriptElement; loaded: Promise<StripeConstructor> } | null = null;

/**
 * Stripe's constructor, adding its script to the page first if need be. The page never holds more than
 * one copy of the script: a call while it loads waits for it; a failed one is removed, for a later call to retry.
 */
export function loadStripeJs(): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  if (pending?.script.isConnected) return pending.loaded;
  const script = document.createElement('script');
  script.src = STRIPE_JS_URL;
  script.async = true;
  const loaded = new Promise<StripeConstructor>((resolve, reject) => {
    script.addEventListener('load', () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js loaded without Stripe()')),
    );
    script.addEventListener('error', () => reject(new Error(`Could not load ${STRIPE_JS_URL}`)));
  });
  loaded.catch(() => script.remove());
  pending = { script, loaded };
  document.head.append(script);
  return loaded;
}
