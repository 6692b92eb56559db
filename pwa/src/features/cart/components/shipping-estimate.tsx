import { formatUsd } from '@shop/contracts/money';
import { useShippingRate } from '../api/get-shipping-rate';

const cents = (dollars: number) => Math.round(dollars * 100);

/** What shipping will cost for this subtotal (before any discount code), as the shop charges it at checkout. */
export function ShippingEstimate({ subtotalCents }: { subtotalCents: number }) {
  const rate = useShippingRate().data;
  if (!rate || subtotalCents === 0) return null;
  const free = rate.flatRate === 0 || (rate.freeOver !== null && subtotalCents >= cents(rate.freeOver));
  return (
    <p className="cart-drawer__shipping">
      <span>Shipping</span>
      <output aria-label="Shipping">{free ? 'Free' : formatUsd(cents(rate.flatRate))}</output>
      {!free && rate.freeOver !== null && <small className="cart-drawer__shipping-note">Free from {formatUsd(cents(rate.freeOver))}</small>}
    </p>
  );
}
