import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CARD_NAME_MAX_CHARS } from '../../../config/constants';
import { truncateText } from '../../../lib/text';
import type { Product } from '../product-model';
import { isSoldOut, productCardPrice, saleBadgeText } from '../product-price';
import { PriceTag } from './price-tag';

/** How soon a card's cover loads: the page's first row first, the rest of the first screen at once, others when scrolled near. */
export type CoverPriority = 'high' | 'eager' | 'lazy';

/** `action` is the cart feature's add-to-cart button, placed by the app. */
export function ProductCard({ product, action, cover = 'lazy' }: { product: Product; action?: ReactNode; cover?: CoverPriority }) {
  const price = productCardPrice(product);
  const soldOut = isSoldOut(product);
  // The saving, not a bare "Sale": the sale may be on a sub-type other than the cheapest one the card shows.
  const saleBadge = price?.onSale ? saleBadgeText(product) : null;
  return (
    <article className="product-card">
      <Link to={`/product/${product._id}`} className="product-card__link">
        <div className="product-card__media">
          {/* The name below is the link's text: the cover repeats it, so screen readers skip it. */}
          <img
            src={product.Cover}
            alt=""
            loading={cover === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={cover === 'high' ? 'high' : 'auto'}
            decoding="async"
          />
          {saleBadge && <span className="product-card__badge product-card__badge--sale">{saleBadge}</span>}
          {soldOut && <span className="product-card__badge product-card__badge--sold-out">Sold out</span>}
        </div>
        <h2 className="product-card__name" title={product.ProductName} aria-label={product.ProductName}>
          {truncateText(product.ProductName, CARD_NAME_MAX_CHARS)}
        </h2>
      </Link>
      <div className="product-card__footer">
        {price ? <PriceTag price={price} /> : <p className="product-card__no-price">Price coming soon</p>}
        {action}
      </div>
    </article>
  );
}
