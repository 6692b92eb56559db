import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useUser } from '../../features/account/api/get-user';
import { CartChangesNotice } from '../../features/cart/components/cart-changes-notice';
import { useCartLines } from '../../features/cart/hooks/use-cart-lines';
import { useRefreshOnOpen } from '../../features/cart/hooks/use-refresh-on-open';
import type { CartRefresh } from '../../features/cart/reprice-cart';
import { useCartPayment } from '../../features/checkout/api/create-checkout-session';
import { useQuote } from '../../features/checkout/api/get-quote';
import { DiscountCodeField } from '../../features/checkout/components/discount-code-field';
import { payableLines, type DeliveryAddress } from '../../features/checkout/checkout-rules';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useUnpaidOrder } from '../../features/orders/api/get-unpaid-order';
import type { ShopperOrder } from '../../features/orders/order-model';
import { shortOrderId } from '../../features/orders/short-order-id';
import type { CartLine } from '../../offline/cart-line';
import { PageStatus } from './page-status';

/**
 * The stored cart, brought up to date with current prices and stock, paid to the profile's address. An empty
 * cart with an order waiting for payment (the shopper came Back from the payment page) offers that order.
 */
export function CartCheckout() {
  const refresh = useRefreshOnOpen();
  const cart = useCartLines();
  const user = useUser(true);
  const lines = useMemo(() => cart && payableLines(cart), [cart]);
  const unpaid = useUnpaidOrder(lines?.length === 0);

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
  if (lines.length === 0 && unpaid.data) return <UnpaidOrderOffer order={unpaid.data} />;
  const { Location: location, UserName: recipient, Phone: phone } = user.data;
  return <CartCheckoutPage lines={lines} address={{ location, recipient, phone }} refresh={refresh} />;
}

function CartCheckoutPage({ lines, address, refresh }: { lines: CartLine[]; address: DeliveryAddress; refresh: CartRefresh }) {
  const [discountCode, setDiscountCode] = useState('');
  const quote = useQuote(lines, discountCode);
  // A code the server refused is not sent with the checkout: the shopper sees why and pays without it.
  const payment = useCartPayment(lines, address, quote.data?.discountCode ?? '');
  return (
    <CheckoutPage
      totals={quote.data}
      discountField={
        <DiscountCodeField
          applied={discountCode}
          message={quote.data?.message}
          accepted={quote.data?.discountCode === discountCode}
          onApply={setDiscountCode}
        />
      }
      lines={lines}
      address={address}
      addressEditable
      payment={payment}
      notice={<CartChangesNotice changes={refresh.changes} />}
      pictures={refresh.pictures}
    />
  );
}

function UnpaidOrderOffer({ order }: { order: ShopperOrder }) {
  return (
    <PageStatus
      title="Your order is waiting for payment."
      detail={`Your cart became order ${shortOrderId(order._id)}. Pay for it before its payment window runs out.`}
    >
      <Link className="button button--primary" to={`/checkout/${order._id}`}>
        Continue the payment
      </Link>{' '}
      <Link to={`/order/${order._id}`}>See the order</Link>
    </PageStatus>
  );
}
