import type { PaymentMethod } from '@shop/contracts/orders/order-bodies';
import type { PaymentSession } from '../payment-session';
import { apiPost } from '../../../lib/api-client';
import type { CartLine } from '../../../offline/cart-line';
import { updateCart } from '../../../offline/cart-store';
import { saveDisplayCart } from '../../../offline/display-cart-store';
import type { DeliveryAddress } from '../checkout-rules';
import { usePayment } from '../hooks/use-payment';

interface CheckoutRequest extends DeliveryAddress {
  cart: CartLine[];
  payment: PaymentMethod;
  discountCode?: string;
}

/** Turns the cart into an unpaid order and opens its payment session (spec §7). */
export function createCheckoutSession(request: CheckoutRequest): Promise<PaymentSession> {
  return apiPost('/orders/create-checkout-session', request, () =>
    import('@shop/contracts/orders/order').then((contract) => contract.checkoutSessionResponseSchema),
  );
}

/**
 * Pays for `lines` of the cart. Once the order exists the cart is cleared and its items kept as
 * displayCart (spec §4); the shopper goes on to pay even if storage fails, or a retry would order twice.
 */
export function useCartPayment(lines: CartLine[], address: DeliveryAddress, discountCode: string) {
  return usePayment(async (payment) => {
    const session = await createCheckoutSession({ cart: lines, payment, ...address, ...(discountCode && { discountCode }) });
    await Promise.all([updateCart(() => ({ lines: [] })), saveDisplayCart(lines)]).catch((error: unknown) =>
      console.error('Could not hand the cart over to the order', error),
    );
    return session;
  });
}
