import {
  partialMatchKey,
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { shouldRetry } from './read-retries';
import { forgetCachedReads } from './use-cached-read';

declare module '@tanstack/react-query' {
  interface Register {
    // Every fetcher fails with an ApiError (api-client.ts), whose message is what the shopper is told.
    defaultError: ApiError;
  }
}

/** A read of the API as a screen draws it: pending, its data, or the ApiError it failed with. */
export type ApiRead<T> = UseQueryResult<T>;

/**
 * The storefront's first-paint reads keep their answers outside TanStack Query (use-cached-read.ts, so the first
 * load carries no query library); invalidating a key here forgets those too, so an admin's save is what the
 * shop shows next.
 */
class ShopQueryClient extends QueryClient {
  override invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const prefix = filters?.queryKey;
    forgetCachedReads((key) => !prefix || partialMatchKey(key, prefix));
    return super.invalidateQueries(filters, options);
  }
}

/**
 * The app's server-state cache, one for every area (account, checkout, orders, admin, chat), each of which
 * loads it with its own code (app/query-area.tsx). Reads are `offlineFirst`: the first try goes out even
 * without a network, because the service worker answers catalogue GETs from its cache; retries then wait until
 * the device is back online, and every read is refreshed on reconnect. Data is read again when a screen mounts,
 * showing the cached copy meanwhile; writes invalidate what they change (see each feature's query keys).
 */
export const queryClient = new ShopQueryClient({
  defaultOptions: {
    queries: { networkMode: 'offlineFirst', retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { networkMode: 'offlineFirst', retry: false },
  },
});
