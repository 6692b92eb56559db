import { skipToken, useQuery } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { apiGet } from '../../../lib/api-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import type { ShopperOrder } from '../order-model';
import { orderQueryKeys } from './order-query-keys';

/** One of the shopper's own orders; the server answers 404 for anyone else's. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<ShopperOrder> {
  const path = `/orders/getOrder/${encodeURIComponent(orderId)}`;
  return (await apiGet(path, () => import('@shop/contracts/orders/order').then((contract) => contract.getOrderResponseSchema), signal))
    .order;
}

/** The order, read once `orderId` is given (null waits, e.g. for the auth check); a failure shows its toast. */
export function useOrder(orderId: string | null) {
  const { showToast } = useToast();
  const read = useQuery({
    queryKey: orderQueryKeys.order(orderId),
    queryFn: orderId ? ({ signal }) => getOrder(orderId, signal) : skipToken,
  });
  useReadFailure(read, (error) => showToast(error.serverMessage ?? error.message));
  return read;
}
