import { cartChangesSummary } from '../reprice-cart';

/** What re-pricing the cart changed (a capped quantity, a new price), said beside the lines, not silently. */
export function CartChangesNotice({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <p className="cart-changes-notice" role="status">
      {cartChangesSummary(changes)}
    </p>
  );
}
