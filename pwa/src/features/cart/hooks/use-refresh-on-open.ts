import { useEffect } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { refreshStoredCart } from '../reprice-cart';

/** On opening the cart, current prices and stock are fetched and the stored cart rewritten (spec §4). */
export function useRefreshOnOpen() {
  const { showToast } = useToast();
  useEffect(() => {
    if (!navigator.onLine) return;
    refreshStoredCart().catch((error: unknown) => {
      // Offline the stored cart is simply shown as it is.
      if (error instanceof ApiError && error.status !== 0) showToast(error.message);
    });
  }, [showToast]);
}
