import type { ApiError } from './api-client';

const MAX_RETRIES = 2;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** A refusal (4xx) answers the same on a second try; a network failure or a 5xx may not. */
export function shouldRetry(failureCount: number, error: ApiError): boolean {
  const refused = error.status >= 400 && error.status < 500;
  return !refused && failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … between tries, at most 30 s (TanStack Query's default, so both kinds of read wait alike). */
export function retryDelayMs(failureCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}
