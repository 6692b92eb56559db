import type { PaymentMethod } from '@shop/contracts/orders/order-bodies';
import type { ReactNode } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import type { CartLine } from '../../../offline/cart-line';
import { checkoutProblem, type DeliveryAddress } from '../checkout-rules';
import type { Payment } from '../hooks/use-payment';
import { CheckoutLines } from './checkout-lines';
import type { CheckoutTotals } from './order-summary';
import { DeliveryAddressBlock } from './delivery-address';
import { PaymentButtons } from './payment-buttons';
import './checkout-page.css';

interface CheckoutPageProps {
  lines: CartLine[];
  address: DeliveryAddress;
  addressEditable: boolean;
  payment: Payment;
  /** What changed in the cart since it was last seen (a new price, a capped quantity). */
  notice?: ReactNode;
  /** Thumbnails of the lines, by `proid/subType`. */
  pictures?: ReadonlyMap<string, string>;
  /** Subtotal, discount, shipping and total as the server prices them; the lines' sum until known. */
  totals?: CheckoutTotals;
  /** The discount code field, for a cart's checkout. */
  discountField?: ReactNode;
}

/** The one checkout screen, for the cart (/checkout) and for an unpaid order (/checkout/{orderId}). */
export function CheckoutPage({ lines, address, addressEditable, payment, notice, pictures, totals, discountField }: CheckoutPageProps) {
  const { showToast } = useToast();

  const pay = (method: PaymentMethod) => {
    const problem = checkoutProblem(lines, address);
    if (problem) showToast(problem);
    else void payment.pay(method);
  };

  return (
    <div className="page checkout">
      <h1 className="checkout__title">Checkout</h1>
      {notice}
      <section className="checkout__panel" aria-labelledby="checkout-items-title">
        <h2 id="checkout-items-title" className="checkout__panel-title">
          Items
        </h2>
        <CheckoutLines lines={lines} pictures={pictures} totals={totals} />
        {discountField}
      </section>
      <DeliveryAddressBlock address={address} editable={addressEditable} />
      <PaymentButtons workingMethod={payment.workingMethod} onPay={pay} />
    </div>
  );
}
