import { formatCents } from '../../../lib/money';
import type { ShownPrice } from '../product-price';
import './price-tag.css';

export function PriceTag({ price, prefix }: { price: ShownPrice; prefix?: string }) {
  return (
    <p className="price-tag">
      {prefix && <span className="price-tag__prefix">{prefix}</span>}
      {price.originalCents !== undefined && (
        <s className="price-tag__original">
          <span className="visually-hidden">Original price </span>
          {formatCents(price.originalCents)}
        </s>
      )}
      <span className={price.originalCents !== undefined ? 'price-tag__current price-tag__current--sale' : 'price-tag__current'}>
        {price.originalCents !== undefined && <span className="visually-hidden">Sale price </span>}
        {formatCents(price.currentCents)}
      </span>
    </p>
  );
}
