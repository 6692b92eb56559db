import { useEffect } from 'react';
import { onStoreChange } from '../../../offline/change-feed';
import { readCart, updateCart } from '../../../offline/cart-store';
import { readStoredEmail } from '../../../offline/session-store';
import { putAccountCart } from '../api/account-cart';

/**
 * Keeps the shop's copy of a logged-in shopper's cart up to date, for their other devices to take at login: each
 * change made here is sent; one made offline is sent when the network comes back.
 */
export function useAccountCartSync() {
  useEffect(() => {
    let unsent = false;
    const loggedIn = async () => (await readStoredEmail()) !== null;

    const send = async () => {
      if (!(await loggedIn())) return;
      try {
        await putAccountCart(await readCart());
        unsent = false;
      } catch {
        unsent = true;
      }
    };
    const reconnect = () => void (unsent && send());

    const stopWatching = onStoreChange('cart', () => void send());
    window.addEventListener('online', reconnect);
    return () => {
      stopWatching();
      window.removeEventListener('online', reconnect);
    };
  }, []);
}

/** At login: the device's cart and the account's merged, kept on both. Login goes on if the shop cannot be reached. */
export async function mergeCartAtLogin(): Promise<void> {
  try {
    const merged = await putAccountCart(await readCart(), true);
    await updateCart(() => ({ lines: merged }));
  } catch (error) {
    console.error('Could not merge the cart with the account’s', error);
  }
}
