import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbortError } from './api-client';
import { MESSAGES } from '../config/constants';

export type ApiRead<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'success'; data: T; retry: () => void }
  | { status: 'error'; error: ApiError; retry: () => void };

/**
 * Runs `load` whenever `key` changes (null skips), aborting the previous read. Failures are passed
 * to `onError` once, so the caller can show the spec's toast.
 */
export function useApiRead<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: ApiError) => void,
): ApiRead<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: ApiError }>({ key: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  loadRef.current = load;
  onErrorRef.current = onError;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key: null });
    loadRef.current(controller.signal).then(
      (data) => setState({ key, data }),
      (reason: unknown) => {
        if (controller.signal.aborted || isAbortError(reason)) return;
        const error = reason instanceof ApiError ? reason : new ApiError(MESSAGES.fetchFailed, 0);
        setState({ key, error });
        onErrorRef.current?.(error);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (state.key !== key || key === null) return { status: 'loading', retry };
  if (state.error) return { status: 'error', error: state.error, retry };
  return { status: 'success', data: state.data as T, retry };
}
