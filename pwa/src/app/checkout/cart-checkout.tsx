import { useMemo } from 'react';
import { useUser } from '../../features/account/api/get-user';
import { useCartLines } from '../../features/cart/hooks/use-cart-lines';
import { useRefreshOnOpen } from '../../features/cart/hooks/use-refresh-on-open';
import { useCartPayment } from '../../features/checkout/api/create-checkout-session';
import { payableLines, type DeliveryAddress } from '../../features/checkout/checkout-rules';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import type { CartLine } from '../../offline/cart-line';
import { PageStatus } from './page-status';

/** The stored cart, brought up to date with current prices and stock, paid to the profile's address. */
export function CartCheckout() {
  useRefreshOnOpen();
  const cart = useCartLines();
  const user = useUser(true);
  const lines = useMemo(() => cart && payableLines(cart), [cart]);

  if (user.status === 'error') {
    return (
      <PageStatus tone="problem" title="Your address could not be loaded.">
        <button type="button" className="button button--soft" onClick={() => void user.refetch()}>
          Try again
        </button>
      </PageStatus>
    );
  }
  if (user.status === 'pending' || !lines) return <PageStatus title="Loading your checkout…" />;
  const { Location: location, UserName: recipient, Phone: phone } = user.data;
  return <CartCheckoutPage lines={lines} address={{ location, recipient, phone }} />;
}

function CartCheckoutPage({ lines, address }: { lines: CartLine[]; address: DeliveryAddress }) {
  const payment = useCartPayment(lines, address);
  return <CheckoutPage lines={lines} address={address} addressEditable payment={payment} />;
}
