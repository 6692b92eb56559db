import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { ApiError } from '../../../lib/api-client';
import { getOrder } from '../api/get-order';
import { getOrders } from '../api/get-orders';
import type { ShopperOrder } from '../order-model';
import { ORDER_MESSAGES } from '../order-messages';

interface OrderHistoryState {
  orders: ShopperOrder[];
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
}

function shownMessage(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : MESSAGES.fetchFailed;
}

/** Orders seen before keep their place: an order placed meanwhile shifts the pages by one. */
function appendNew(shown: ShopperOrder[], page: ShopperOrder[]): ShopperOrder[] {
  const seen = new Set(shown.map((order) => order._id));
  return [...shown, ...page.filter((order) => !seen.has(order._id))];
}

/**
 * The profile's order history: the first ten orders on mount, ten more per `loadMore` (spec §9), and
 * the no-more-orders notice once the server says there are none left.
 */
export function useOrderHistory() {
  const { showToast } = useToast();
  const [history, setHistory] = useState<OrderHistoryState>({ orders: [], hasMore: true, loading: true, failed: false });
  const running = useRef<AbortController | null>(null);

  const load = useCallback(
    (skip: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setHistory((current) => ({ ...current, loading: true, failed: false }));
      getOrders(skip, controller.signal).then(
        (page) => setHistory((current) => ({ orders: appendNew(current.orders, page.orders), hasMore: page.hasMore, loading: false, failed: false })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setHistory((current) => ({ ...current, loading: false, failed: true }));
          showToast(shownMessage(error));
        },
      );
    },
    [showToast],
  );

  useEffect(() => {
    load(0);
    return () => running.current?.abort();
  }, [load]);

  const loadMore = () => {
    if (history.loading) return;
    if (!history.hasMore) showToast(ORDER_MESSAGES.noMoreOrders);
    else load(history.orders.length);
  };

  /** Reads one order again, e.g. after a cancel request changed its status. */
  const refreshOrder = async (orderId: string) => {
    try {
      const order = await getOrder(orderId);
      setHistory((current) => ({ ...current, orders: current.orders.map((shown) => (shown._id === orderId ? order : shown)) }));
    } catch (error) {
      showToast(shownMessage(error));
    }
  };

  return { ...history, loadMore, refreshOrder };
}
