import type { PaymentMethod } from '@shop/contracts/orders/order-bodies';
import type { PaymentSession } from '../payment-session';
import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';
import { rememberPayingOrder } from '../../../offline/paying-order';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import type { PaymentRedirect } from '../payment-redirect';
import { usePaymentRedirect } from './use-payment-redirect';

export interface Payment {
  /** The method whose session is being opened; null while neither button is working. */
  workingMethod: PaymentMethod | null;
  pay: (method: PaymentMethod) => Promise<void>;
}

/**
 * Opens a payment session and sends the browser to the provider's page (spec §8): a refusal shows the
 * server's message and frees the buttons; success says so and leaves with the spinner still turning.
 * When the provider's script did not load, no session is opened: the order would wait unpaid.
 */
export function usePayment(openSession: (method: PaymentMethod) => Promise<PaymentSession>): Payment {
  const { showToast } = useToast();
  const [workingMethod, setWorkingMethod] = useState<PaymentMethod | null>(null);
  const prepareRedirect = usePaymentRedirect();

  useEffect(() => {
    // Back from the provider's page, a page restored from the back-forward cache must not stay stuck.
    const freeButtons = (event: PageTransitionEvent) => {
      if (event.persisted) setWorkingMethod(null);
    };
    window.addEventListener('pageshow', freeButtons);
    return () => window.removeEventListener('pageshow', freeButtons);
  }, []);

  const failRedirect = () => {
    showToast(CHECKOUT_MESSAGES.redirectFailed);
    setWorkingMethod(null);
  };

  const pay = async (method: PaymentMethod) => {
    setWorkingMethod(method);
    let redirect: PaymentRedirect;
    try {
      redirect = await prepareRedirect();
    } catch {
      failRedirect();
      return;
    }
    let session: PaymentSession;
    try {
      session = await openSession(method);
    } catch (error) {
      showToast(error instanceof ApiError ? (error.serverMessage ?? error.message) : MESSAGES.fetchFailed);
      setWorkingMethod(null);
      return;
    }
    rememberPayingOrder(session.orderId);
    showToast((session.message ?? '') || CHECKOUT_MESSAGES.redirecting);
    if (!(await redirect(session))) failRedirect();
  };

  return { workingMethod, pay };
}
