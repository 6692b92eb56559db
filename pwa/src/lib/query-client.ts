import { QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    // Every fetcher fails with an ApiError (api-client.ts), whose message is what the shopper is told.
    defaultError: ApiError;
  }
}

/** A read of the API as a screen draws it: pending, its data, or the ApiError it failed with. */
export type ApiRead<T> = UseQueryResult<T, ApiError>;

const MAX_RETRIES = 2;

/** A refusal (4xx) answers the same on a second try; a network failure or a 5xx may not. */
export function shouldRetry(failureCount: number, error: ApiError): boolean {
  const refused = error.status >= 400 && error.status < 500;
  return !refused && failureCount < MAX_RETRIES;
}

/**
 * The app's server-state cache. Reads are `offlineFirst`: the first try goes out even without a network,
 * because the service worker answers catalogue GETs from its cache; retries then wait until the device
 * is back online, and every read is refreshed on reconnect. Data is read again when a screen mounts,
 * showing the cached copy meanwhile; writes invalidate what they change (see each feature's query keys).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'offlineFirst', retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}
