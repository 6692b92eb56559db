import { formatUsd } from '@shop/contracts/money';

/** Dollars, as the server priced them. */
export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  discountCode: string | null;
  shipping: number;
  total: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** Subtotal, discount, shipping and total, as the shopper is charged them. */
export function OrderSummary({ totals }: { totals: CheckoutTotals }) {
  return (
    <dl className="order-summary" aria-label="Order summary">
      <div className="order-summary__row">
        <dt>Subtotal</dt>
        <dd>
          <output aria-label="Subtotal">{formatUsd(cents(totals.subtotal))}</output>
        </dd>
      </div>
      {totals.discount > 0 && (
        <div className="order-summary__row">
          <dt>Discount{totals.discountCode ? ` (${totals.discountCode})` : ''}</dt>
          <dd>
            <output aria-label="Discount">−{formatUsd(cents(totals.discount))}</output>
          </dd>
        </div>
      )}
      <div className="order-summary__row">
        <dt>Shipping</dt>
        <dd>
          <output aria-label="Shipping">{totals.shipping > 0 ? formatUsd(cents(totals.shipping)) : 'Free'}</output>
        </dd>
      </div>
      <div className="order-summary__row order-summary__row--total">
        <dt>Total</dt>
        <dd>
          <output aria-label="Total">{formatUsd(cents(totals.total))}</output>
        </dd>
      </div>
    </dl>
  );
}
