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
      <SummaryRow term="Subtotal" value={formatUsd(cents(totals.subtotal))} />
      {totals.discount > 0 && (
        <SummaryRow
          term={`Discount${totals.discountCode ? ` (${totals.discountCode})` : ''}`}
          label="Discount"
          value={`−${formatUsd(cents(totals.discount))}`}
        />
      )}
      <SummaryRow term="Shipping" value={totals.shipping > 0 ? formatUsd(cents(totals.shipping)) : 'Free'} />
      <SummaryRow term="Total" value={formatUsd(cents(totals.total))} total />
    </dl>
  );
}

/**
 * The lines' sum while the server prices shipping and any code: no total is shown until it is the one the shopper
 * will be charged (a total that then grows by the shipping reads as a price change).
 */
export function PricingSummary({ subtotalCents }: { subtotalCents: number }) {
  return (
    <dl className="order-summary" aria-label="Order summary" aria-busy="true">
      <SummaryRow term="Subtotal" value={formatUsd(subtotalCents)} />
      <SummaryRow term="Shipping" value="Calculating…" />
    </dl>
  );
}

function SummaryRow({ term, label = term, value, total }: { term: string; label?: string; value: string; total?: boolean }) {
  return (
    <div className={total ? 'order-summary__row order-summary__row--total' : 'order-summary__row'}>
      <dt>{term}</dt>
      <dd>
        <output aria-label={label}>{value}</output>
      </dd>
    </div>
  );
}
