import { useRef, useState } from 'react';
import { ApiError } from './api-client';
import { MESSAGES } from '../config/constants';

/**
 * Wraps an API call for a button: `pending` is true while it runs (for the spinner), and a failure
 * goes to `onError` and resolves to undefined, so callers only handle success. The call itself must
 * therefore resolve to a value (the server's message will do).
 */
export function usePendingCall<Args extends unknown[], Result extends NonNullable<unknown>>(
  call: (...args: Args) => Promise<Result>,
  onError: (error: ApiError) => void,
) {
  const [pending, setPending] = useState(false);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const run = async (...args: Args): Promise<Result | undefined> => {
    setPending(true);
    try {
      return await call(...args);
    } catch (reason) {
      onErrorRef.current(reason instanceof ApiError ? reason : new ApiError(MESSAGES.fetchFailed, 0));
      return undefined;
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
