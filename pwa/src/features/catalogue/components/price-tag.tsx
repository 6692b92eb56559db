import { formatUsd } from '@shop/contracts/money';
import type { ShownPrice } from '../product-price';
import './price-tag.css';

export function PriceTag({ price }: { price: ShownPrice }) {
  const onSale = price.originalCents !== undefined;
  return (
    <p className="price-tag">
      {onSale && (
        <s className="price-tag__original">
          <span className="visually-hidden">Original price </span>
          {formatUsd(price.originalCents!)}
        </s>
      )}
      <span className={onSale ? 'price-tag__current price-tag__current--sale' : 'price-tag__current'}>
        {onSale && <span className="visually-hidden">Sale price </span>}
        {formatUsd(price.currentCents)}
      </span>
    </p>
  );
}
