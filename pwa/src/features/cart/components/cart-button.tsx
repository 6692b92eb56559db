import { Icon } from '../../../components/ui/icon';
import { useCartLines } from '../hooks/use-cart-lines';
import './cart-button.css';

/** The nav's cart icon with the number of items in the cart. */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const count = (useCartLines() ?? []).reduce((items, line) => items + line.buyNum, 0);
  const label = count === 0 ? 'Open cart' : `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <button type="button" className="icon-button cart-button" aria-label={label} onClick={onOpen}>
      <Icon name="cart" />
      {count > 0 && (
        <span className="cart-button__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
