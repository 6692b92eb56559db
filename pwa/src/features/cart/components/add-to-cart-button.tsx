import { useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { ADD_TO_CART_ANIMATION_MS } from '../../../config/constants';
import type { SubType } from '../../catalogue/product-model';
import { addToCart, type CartProduct } from '../cart-rules';
import { useCartChange } from '../hooks/use-cart-change';
import './add-to-cart-button.css';

interface AddToCartButtonProps {
  product: CartProduct;
  subType: SubType | null;
  quantity: number;
}

/** The product page's add button; a success shows a little celebration for 3.5 s (spec §9). */
export function AddToCartButton({ product, subType, quantity }: AddToCartButtonProps) {
  const change = useCartChange();
  const [celebrating, setCelebrating] = useState(0);

  useEffect(() => {
    if (!celebrating) return;
    const timer = window.setTimeout(() => setCelebrating(0), ADD_TO_CART_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [celebrating]);

  const add = async () => {
    const outcome = await change((lines) => addToCart(lines, { product, subType, quantity }));
    if (outcome.result === 'added') setCelebrating((count) => count + 1);
  };

  return (
    <span className="add-to-cart">
      <button type="button" className="button button--primary" onClick={add}>
        <Icon name="cart" />
        Add to cart
      </button>
      {celebrating > 0 && (
        <span key={celebrating} className="add-to-cart__celebration" aria-hidden="true">
          <span className="add-to-cart__heart">♥</span>
          <span className="add-to-cart__heart">♥</span>
          <span className="add-to-cart__heart">♥</span>
          <span className="add-to-cart__badge">Added!</span>
        </span>
      )}
    </span>
  );
}
