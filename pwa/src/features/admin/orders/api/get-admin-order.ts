import { skipToken, useQuery } from '@tanstack/react-query';
import { getAdminOrderResponseSchema } from '@shop/contracts/orders/admin-order';
import { apiGet } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import type { AdminOrder } from '../admin-order';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** Any shopper's order; for an admin the server adds the status history. */
export async function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  return (await apiGet(`/orders/getOrder/${encodeURIComponent(orderId)}`, getAdminOrderResponseSchema, signal)).order;
}

export function useAdminOrder(orderId: string | undefined) {
  const { toastError } = useAdminToast();
  const read = useQuery({
    queryKey: adminQueryKeys.order(orderId),
    queryFn: orderId ? ({ signal }) => getAdminOrder(orderId, signal) : skipToken,
  });
  useReadFailure(read, toastError);
  return read;
}
