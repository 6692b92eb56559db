import type { CartLine } from '../../../offline/cart-line';
import { readDisplayCart } from '../../../offline/display-cart-store';
import { useStoredValue } from '../../../offline/use-stored-value';

/** The stored items of the order last sent to payment (displayCart); undefined while being read. */
export function useDisplayCart(): CartLine[] | undefined {
  return useStoredValue('displayCart', readDisplayCart);
}
