import { useCallback, useEffect, useRef } from 'react';
import { type PaymentRedirect, preparePaymentRedirect } from '../payment-redirect';

/**
 * Prepares the way to the provider's page as soon as a checkout page opens, so Stripe.js loads on
 * checkout pages only and is ready by the time the shopper pays. A failed preparation (Stripe.js did
 * not load) is tried again when asked for next.
 */
export function usePaymentRedirect(): () => Promise<PaymentRedirect> {
  const prepared = useRef<Promise<PaymentRedirect> | null>(null);

  const prepare = useCallback(() => {
    prepared.current ??= preparePaymentRedirect().catch((error: unknown) => {
      prepared.current = null;
      throw error;
    });
    return prepared.current;
  }, []);

  useEffect(() => {
    prepare().catch((error: unknown) => console.warn('The payment script did not load; it is tried again on Pay', error));
  }, [prepare]);

  return prepare;
}
