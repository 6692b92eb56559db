import { apiGet } from '../../../../lib/api-client';
import { useApiRead } from '../../../../lib/use-api-read';
import type { AdminOrder } from '../admin-order';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** Any shopper's order; for an admin the server adds the status history. */
export async function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  const body = await apiGet<{ order: AdminOrder }>(`/orders/getOrder/${encodeURIComponent(orderId)}`, signal);
  return body.order;
}

export function useAdminOrder(orderId: string | undefined) {
  const { toastError } = useAdminToast();
  return useApiRead(orderId ?? null, (signal) => getAdminOrder(orderId!, signal), toastError);
}
