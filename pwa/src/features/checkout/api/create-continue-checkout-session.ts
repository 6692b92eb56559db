import type { PaymentMethod } from '@shop/contracts/orders/order-bodies';
import type { PaymentSession } from '../payment-session';
import { apiPost } from '../../../lib/api-client';
import type { CartLine } from '../../../offline/cart-line';
import { saveDisplayCart } from '../../../offline/display-cart-store';
import { usePayment } from '../hooks/use-payment';

/** A new payment session for an unpaid order of the shopper's (spec §7). */
export function createContinueCheckoutSession(orderId: string, payment: PaymentMethod): Promise<PaymentSession> {
  return apiPost('/orders/create-continue-checkout-session', { orderId, payment }, () =>
    import('@shop/contracts/orders/order').then((contract) => contract.checkoutSessionResponseSchema),
  );
}

/** Pays for the unpaid order `orderId`, keeping the `lines` shown as displayCart for the next attempt. */
export function useOrderPayment(orderId: string, lines: CartLine[]) {
  return usePayment(async (payment) => {
    const session = await createContinueCheckoutSession(orderId, payment);
    await saveDisplayCart(lines).catch((error: unknown) => console.error('Could not keep the order items', error));
    return session;
  });
}
