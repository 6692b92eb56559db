import { useEffect } from 'react';
import { useToast } from '../../../components/ui/use-toast';

/** When the network comes back, the cart is re-priced and re-checked and the shopper told what changed. */
export function useRepriceOnReconnect() {
  const { showToast } = useToast();
  useEffect(() => {
    const reprice = async () => {
      // Loaded on reconnect only: the first screen never waits for it.
      const { cartChangesSummary, refreshStoredCart } = await import('../reprice-cart');
      const { changes } = await refreshStoredCart().catch((error: unknown) => {
        console.error('Could not re-check the cart after reconnecting', error);
        return { changes: [] };
      });
      if (changes.length > 0) showToast(cartChangesSummary(changes));
    };
    const onOnline = () => void reprice();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [showToast]);
}
