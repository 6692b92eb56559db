import { announceChange } from './change-feed';
import type { CartLine } from './cart-line';
import { shopDatabase } from './shop-database';

/** The items of the order whose payment is being continued (/checkout/{orderId}). */
export async function readDisplayCart(): Promise<CartLine[]> {
  return (await shopDatabase()).getAll('displayCart');
}

export async function saveDisplayCart(lines: CartLine[]): Promise<void> {
  const transaction = (await shopDatabase()).transaction('displayCart', 'readwrite');
  await transaction.store.clear();
  await Promise.all(lines.map((line) => transaction.store.put(line)));
  await transaction.done;
  announceChange('displayCart');
}
