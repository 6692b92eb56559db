import { announceChange } from './change-feed';
import type { CartLine } from './cart-line';
import { shopDatabase, type StoredCartLine } from './shop-database';

/** The lines in the order they were added (lines stored without a place keep the store's order). */
function inAddedOrder(stored: StoredCartLine[]): CartLine[] {
  return stored
    .map(({ position, ...line }, index) => ({ line, place: position ?? index }))
    .sort((first, second) => first.place - second.place)
    .map(({ line }) => line);
}

export async function readCart(): Promise<CartLine[]> {
  return inAddedOrder(await (await shopDatabase()).getAll('cart'));
}

/**
 * Reads the stored lines, lets `change` work out the new ones, and stores them, all in one
 * transaction: two tabs adding at the same moment never lose each other's lines. `change` must be
 * synchronous (an IndexedDB transaction ends at the first non-database await).
 */
export async function updateCart<Outcome extends { lines: CartLine[] }>(change: (lines: CartLine[]) => Outcome): Promise<Outcome> {
  const transaction = (await shopDatabase()).transaction('cart', 'readwrite');
  const current = inAddedOrder(await transaction.store.getAll());
  const outcome = change(current);
  if (outcome.lines !== current) {
    await transaction.store.clear();
    await Promise.all(outcome.lines.map((line, position) => transaction.store.put({ ...line, position })));
  }
  await transaction.done;
  if (outcome.lines !== current) announceChange('cart');
  return outcome;
}
