import type { ReactNode } from 'react';
import type { Product } from '../product-model';
import { ProductCard } from './product-card';
import './product-grid.css';
import './related-products.css';

interface RelatedProductsProps {
  products: Product[];
  /** Each card's action (the add-to-cart button), supplied by the app. */
  renderCardAction?: (product: Product) => ReactNode;
}

/** The product page's "You may also like": products of the same character or category, in stock. */
export function RelatedProducts({ products, renderCardAction }: RelatedProductsProps) {
  if (products.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="related-products-title">
      <h2 id="related-products-title" className="related-products__title">
        You may also like
      </h2>
      <ul className="product-grid related-products__grid" aria-label="Related products">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} action={renderCardAction?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
