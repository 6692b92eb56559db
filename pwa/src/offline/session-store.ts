import { STORAGE_KEYS } from '../config/constants';
import { announceChange } from './change-feed';
import { shopDatabase } from './shop-database';

export async function readStoredEmail(): Promise<string | null> {
  return (await (await shopDatabase()).get('session', STORAGE_KEYS.email)) ?? null;
}

export async function saveEmail(email: string): Promise<void> {
  await (await shopDatabase()).put('session', email, STORAGE_KEYS.email);
  announceChange('session');
}

export async function forgetEmail(): Promise<void> {
  await (await shopDatabase()).delete('session', STORAGE_KEYS.email);
  announceChange('session');
}

/**
 * Logout (spec §4): forgets the email and the cart, and with them this shopper's favourites and
 * their queued changes, so that the next person on this device sees none of it.
 */
export async function forgetShopper(): Promise<void> {
  const stores = ['session', 'cart', 'favourites', 'outbox'] as const;
  const transaction = (await shopDatabase()).transaction(stores, 'readwrite');
  await Promise.all(stores.map((store) => transaction.objectStore(store).clear()));
  await transaction.done;
  announceChange(...stores);
}
