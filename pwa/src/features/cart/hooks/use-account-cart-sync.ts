import { useEffect } from 'react';
import { onStoreChange } from '../../../offline/change-feed';
import { readCart, updateCart } from '../../../offline/cart-store';
import { readStoredEmail } from '../../../offline/session-store';
import { getAccountCart, putAccountCart } from '../api/account-cart';

/**
 * Keeps a logged-in shopper's cart the same on every device: on opening the shop it takes the account's cart, and
 * each change made here is sent to the shop; a change made offline is sent when the network comes back.
 */
export function useAccountCartSync() {
  useEffect(() => {
    let applying = false;
    let unsent = false;
    const loggedIn = async () => (await readStoredEmail()) !== null;

    const send = async () => {
      if (applying || !(await loggedIn())) return;
      try {
        await putAccountCart(await readCart());
        unsent = false;
      } catch {
        unsent = true;
      }
    };
    const take = async () => {
      if (!(await loggedIn())) return;
      const lines = await getAccountCart().catch(() => null);
      if (!lines) return;
      applying = true;
      await updateCart(() => ({ lines })).finally(() => (applying = false));
    };
    const reconnect = () => void (unsent ? send() : take());

    void take();
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
