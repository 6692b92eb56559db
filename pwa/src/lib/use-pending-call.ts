import { useRef, useState } from 'react';
import { ApiError } from './api-client';
import { MESSAGES } from '../config/constants';

export type CallOutcome<Result> = { ok: true; value: Result } | { ok: false };

/**
 * Wraps an API call for a button: `pending` is true while it runs (for the spinner), and a failure
 * goes to `onError`, so callers only handle success.
 */
export function usePendingCall<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  onError: (error: ApiError) => void,
) {
  const [pending, setPending] = useState(false);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const run = async (...args: Args): Promise<CallOutcome<Result>> => {
    setPending(true);
    try {
      return { ok: true, value: await call(...args) };
    } catch (reason) {
      onErrorRef.current(reason instanceof ApiError ? reason : new ApiError(MESSAGES.fetchFailed, 0));
      return { ok: false };
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
