import type { ReactNode } from 'react';
import type { FadePhase } from '../../../components/ui/use-fade-swap';
import type { Product } from '../product-model';
import { ProductCard, type CoverPriority } from './product-card';
import './product-grid.css';

interface ProductGridProps {
  products: Product[];
  phase: FadePhase;
  /** Each card's action (the add-to-cart button), supplied by the app. */
  renderCardAction?: (product: Product) => ReactNode;
}

/** As the server's page of the catalogue (backend storefront-html): a phone's first screen shows four cards, two a row. */
const FIRST_ROW_CARDS = 2;
const FIRST_SCREEN_CARDS = 4;

const coverPriority = (index: number): CoverPriority => (index < FIRST_ROW_CARDS ? 'high' : index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy');

export function ProductGrid({ products, phase, renderCardAction }: ProductGridProps) {
  return (
    <ul className={`product-grid product-grid--fade-${phase}`} aria-label="Products" aria-busy={phase === 'out'}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} action={renderCardAction?.(product)} cover={coverPriority(index)} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridPlaceholder({ count }: { count: number }) {
  return (
    <ul className="product-grid product-grid--placeholder" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-grid__placeholder-card" />
      ))}
    </ul>
  );
}
