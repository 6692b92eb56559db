import { useToast } from '../../../../components/ui/use-toast';
import { apiGet } from '../../../../lib/api-client';
import { useApiRead } from '../../../../lib/use-api-read';
import type { PagedList } from '../../paged-list';
import type { AdminOrder } from '../admin-order';

/** Every shopper's orders, 12 a page. */
export async function getAllOrders(page: number, signal?: AbortSignal): Promise<PagedList<AdminOrder>> {
  const body = await apiGet<{ orders?: AdminOrder[]; totalItemNum?: number }>(`/orders/getAllOrders/${page}`, signal);
  return { items: body.orders ?? [], totalItemNum: body.totalItemNum ?? 0 };
}

export function useAllOrders(page: number) {
  const { showToast } = useToast();
  return useApiRead(`all-orders/${page}`, (signal) => getAllOrders(page, signal), (error) => showToast(error.message));
}
