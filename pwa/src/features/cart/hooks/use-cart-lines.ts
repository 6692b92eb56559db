import type { CartLine } from '../../../offline/cart-line';
import { readCart } from '../../../offline/cart-store';
import { useStoredValue } from '../../../offline/use-stored-value';

/** The stored cart, kept in step with every tab; undefined while it is being read. */
export function useCartLines(): CartLine[] | undefined {
  return useStoredValue('cart', readCart);
}
