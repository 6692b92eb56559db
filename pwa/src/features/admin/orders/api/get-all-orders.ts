import type { AdminOrderListQuery } from '@shop/contracts/orders/admin-order-list-query';
import { useQuery } from '@tanstack/react-query';
import { adminOrdersPageResponseSchema } from '@shop/contracts/orders/admin-order';
import { apiGet } from '../../../../lib/api-client';
import { useReadFailure } from '../../../../lib/use-read-failure';
import { filterQuery, type ListFilters } from '../../lists/hooks/use-list-params';
import type { PagedList } from '../../paged-list';
import type { AdminOrder } from '../admin-order';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';

/** The order list's query parameters: status, a search (order id, e-mail or recipient), the date order and range. */
export const ORDER_LIST_FILTERS = ['status', 'q', 'sort', 'from', 'to'] as const satisfies readonly (keyof AdminOrderListQuery)[];
export type OrderListFilters = ListFilters<(typeof ORDER_LIST_FILTERS)[number]>;

export interface OrderListPage extends PagedList<AdminOrder> {
  /** The summed TotalPrice (USD) of every order the filters match. */
  totalValue: number;
}

/** Every shopper's orders, or those the filters match, 12 a page. */
export async function getAllOrders(page: number, filters: OrderListFilters, signal?: AbortSignal): Promise<OrderListPage> {
  const body = await apiGet(`/orders/getAllOrders/${page}${filterQuery(filters)}`, adminOrdersPageResponseSchema, signal);
  return { items: body.orders, totalItemNum: body.totalItemNum, totalValue: body.totalValue };
}

export function useAllOrders(page: number, filters: OrderListFilters) {
  const { toastError } = useAdminToast();
  const read = useQuery({
    queryKey: adminQueryKeys.orderPage(page, filters),
    queryFn: ({ signal }) => getAllOrders(page, filters, signal),
  });
  useReadFailure(read, toastError);
  return read;
}
