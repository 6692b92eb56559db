import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { getOrder } from '../api/get-order';
import { getOrders, type OrderHistoryPage } from '../api/get-orders';
import { orderQueryKeys } from '../api/order-query-keys';
import type { ShopperOrder } from '../order-model';
import { ORDER_MESSAGES } from '../order-messages';

/** Orders seen before keep their place: an order placed meanwhile shifts the pages by one. */
function uniqueOrders(pages: OrderHistoryPage[]): ShopperOrder[] {
  const byId = new Map<string, ShopperOrder>();
  for (const order of pages.flatMap((page) => page.orders)) if (!byId.has(order._id)) byId.set(order._id, order);
  return [...byId.values()];
}

/**
 * The profile's order history: the first ten orders on mount, ten more per `loadMore` (spec §9), and
 * the no-more-orders notice once the server says there are none left.
 */
export function useOrderHistory() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: orderQueryKeys.history,
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.hasMore ? pages.reduce((count, page) => count + page.orders.length, 0) : undefined),
  });
  useReadFailure(history, (error) => showToast(error.serverMessage ?? error.message));
  const loading = history.isFetching;

  const loadMore = () => {
    if (loading) return;
    if (history.data && !history.hasNextPage) showToast(ORDER_MESSAGES.noMoreOrders);
    else void history.fetchNextPage();
  };

  /** Reads one order again, e.g. after a cancel request changed its status, and puts it in its place. */
  const refreshOrder = async (orderId: string) => {
    try {
      const order = await getOrder(orderId);
      queryClient.setQueryData<InfiniteData<OrderHistoryPage, number>>(
        orderQueryKeys.history,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({ ...page, orders: page.orders.map((shown) => (shown._id === orderId ? order : shown)) })),
          },
      );
    } catch (error) {
      showToast(error instanceof ApiError ? (error.serverMessage ?? error.message) : MESSAGES.fetchFailed);
    }
  };

  return { orders: uniqueOrders(history.data?.pages ?? []), loading, failed: history.isError, loadMore, refreshOrder };
}
