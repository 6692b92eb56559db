import { formatCents } from '../../../lib/money';

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
          <output aria-label="Subtotal">{formatCents(cents(totals.subtotal))}</output>
        </dd>
      </div>
      {totals.discount > 0 && (
        <div className="order-summary__row">
          <dt>Discount{totals.discountCode ? ` (${totals.discountCode})` : ''}</dt>
          <dd>
            <output aria-label="Discount">−{formatCents(cents(totals.discount))}</output>
          </dd>
        </div>
      )}
      <div className="order-summary__row">
        <dt>Shipping</dt>
        <dd>
          <output aria-label="Shipping">{totals.shipping > 0 ? formatCents(cents(totals.shipping)) : 'Free'}</output>
        </dd>
      </div>
      <div className="order-summary__row order-summary__row--total">
        <dt>Total</dt>
        <dd>
          <output aria-label="Total">{formatCents(cents(totals.total))}</output>
        </dd>
      </div>
    </dl>
  );
}
