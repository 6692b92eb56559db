import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/use-api-read';
import type { ShopperOrder } from '../order-model';

/** One of the shopper's own orders; the server answers 404 for anyone else's. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<ShopperOrder> {
  return (await apiGet<{ order: ShopperOrder }>(`/orders/getOrder/${encodeURIComponent(orderId)}`, signal)).order;
}

/** The order, read once `orderId` is given (null waits, e.g. for the auth check); a failure shows its toast. */
export function useOrder(orderId: string | null) {
  const { showToast } = useToast();
  return useApiRead(orderId, (signal) => getOrder(orderId!, signal), (error) => showToast(error.serverMessage ?? error.message));
}
