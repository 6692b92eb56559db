import { formatUsd } from '@shop/contracts/money';
import type { ShownPrice } from '../product-price';
import './price-tag.css';

export function PriceTag({ price }: { price: ShownPrice }) {
  const { originalCents } = price;
  const onSale = originalCents !== undefined;
  return (
    <p className="price-tag">
      {originalCents !== undefined && (
        <s className="price-tag__original">
          <span className="visually-hidden">Original price </span>
          {formatUsd(originalCents)}
        </s>
      )}
      <span className={onSale ? 'price-tag__current price-tag__current--sale' : 'price-tag__current'}>
        {onSale && <span className="visually-hidden">Sale price </span>}
        {formatUsd(price.currentCents)}
      </span>
    </p>
  );
}
