import { formatUsd } from '@shop/contracts/money';
import type { CartLine } from '../../../offline/cart-line';
import { lineTotalCents } from '../../../offline/cart-line';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { linesSubtotalCents } from '../checkout-rules';
import { type CheckoutTotals, OrderSummary, PricingSummary } from './order-summary';

/** The lines being paid for (thumbnail, name, type, count, line total) and what they cost. */
export function CheckoutLines({
  lines,
  pictures,
  totals,
}: {
  lines: CartLine[];
  pictures?: ReadonlyMap<string, string>;
  totals?: CheckoutTotals;
}) {
  if (lines.length === 0) return <p className="checkout__empty">{CHECKOUT_MESSAGES.emptyCart}</p>;

  return (
    <>
      <ul className="checkout-lines" aria-label="Items to pay for">
        {lines.map((line) => (
          <li key={`${line.proid}/${line.subType}`} className="checkout-line" aria-label={`${line.proname} – ${line.subType}`}>
            <LinePicture src={pictures?.get(`${line.proid}/${line.subType}`)} />
            <span className="checkout-line__name">{line.proname}</span>
            <span className="checkout-line__type">{line.subType}</span>
            <span className="checkout-line__count" aria-label="Count">
              × {line.buyNum}
            </span>
            <span className="checkout-line__total" aria-label="Line total">
              {formatUsd(lineTotalCents(line))}
            </span>
          </li>
        ))}
      </ul>
      {totals ? <OrderSummary totals={totals} /> : <PricingSummary subtotalCents={linesSubtotalCents(lines)} />}
    </>
  );
}

function LinePicture({ src }: { src: string | undefined }) {
  return src ? (
    <img className="checkout-line__picture" src={src} alt="" width={40} height={40} />
  ) : (
    <span className="checkout-line__picture" />
  );
}
