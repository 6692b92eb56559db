import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import type { CartProduct } from '../cart-rules';
import './card-add-to-cart.css';

// Not needed to show the catalogue: loaded when a shopper first opens a picker.
const SubTypePicker = lazy(() => import('./sub-type-picker').then((module) => ({ default: module.SubTypePicker })));

/** The product card's add-to-cart button, which opens the sub-type picker. */
export function CardAddToCart({ product }: { product: CartProduct }) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button card-add-to-cart"
        aria-label={`Add ${product.ProductName} to cart`}
        aria-haspopup="dialog"
        onClick={() => setPicking(true)}
      >
        <Icon name="cart" />
      </button>
      {picking && (
        <Suspense fallback={null}>
          <SubTypePicker product={product} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );
}
