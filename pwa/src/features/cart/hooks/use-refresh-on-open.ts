import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { refreshStoredCart, type CartRefresh } from '../reprice-cart';

/**
 * On opening the cart, current prices and stock are fetched and the stored cart rewritten (spec §4). Answers
 * what changed (a capped quantity, a new price), to be said beside the lines, and the lines' pictures.
 */
export function useRefreshOnOpen(): CartRefresh {
  const { showToast } = useToast();
  const [refresh, setRefresh] = useState<CartRefresh>({ changes: [], pictures: new Map() });
  useEffect(() => {
    if (!navigator.onLine) return;
    let open = true;
    refreshStoredCart().then(
      (refreshed) => open && setRefresh(refreshed),
      (error: unknown) => {
        // Offline the stored cart is simply shown as it is.
        if (error instanceof ApiError && error.status !== 0) showToast(error.message);
      },
    );
    return () => {
      open = false;
    };
  }, [showToast]);
  return refresh;
}
