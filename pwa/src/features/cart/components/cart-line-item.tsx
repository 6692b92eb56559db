import { Icon } from '../../../components/ui/icon';
import { formatUsd } from '@shop/contracts/money';
import type { CartLine } from '../../../offline/cart-line';
import { lineTotalCents } from '../../../offline/cart-line';
import { decreaseLine, deleteLine, increaseLine } from '../cart-rules';
import { useCartChange } from '../hooks/use-cart-change';

/** One line of the drawer; `picture` is its thumbnail, once the cart's products have been read. */
export function CartLineItem({ line, picture }: { line: CartLine; picture?: string }) {
  const change = useCartChange();
  const label = `${line.proname} – ${line.subType}`;
  const outOfStock = line.maxLeft <= 0;

  return (
    <li className={outOfStock ? 'cart-line cart-line--out-of-stock' : 'cart-line'} aria-label={label}>
      {picture ? (
        <img className="cart-line__picture" src={picture} alt="" width={48} height={48} />
      ) : (
        <span className="cart-line__picture" />
      )}
      <div className="cart-line__text">
        <p className="cart-line__name">{line.proname}</p>
        <p className="cart-line__sub-type">{line.subType}</p>
      </div>
      {outOfStock ? (
        <>
          <p className="cart-line__out-of-stock">Out of stock</p>
          <button
            type="button"
            className="button button--soft cart-line__delete"
            onClick={() => change((lines) => deleteLine(lines, line))}
          >
            Delete Item
          </button>
        </>
      ) : (
        <>
          <div className="cart-line__stepper" role="group" aria-label={`Quantity of ${label}`}>
            <button
              type="button"
              className="icon-button"
              aria-label={line.buyNum === 0 ? `Remove ${label}` : `One less ${label}`}
              onClick={() => change((lines) => decreaseLine(lines, line))}
            >
              <Icon name="minus" />
            </button>
            <output className="cart-line__quantity" aria-label="Quantity">
              {line.buyNum}
            </output>
            <button
              type="button"
              className="icon-button"
              aria-label={`One more ${label}`}
              onClick={() => change((lines) => increaseLine(lines, line))}
            >
              <Icon name="plus" />
            </button>
          </div>
          <output className="cart-line__total" aria-label="Line total">
            {formatUsd(lineTotalCents(line))}
          </output>
        </>
      )}
    </li>
  );
}
