import { useEffect, useRef } from 'react';
import type { ApiError } from './api-client';
import type { ApiRead } from './query-client';

/** Tells `onFailure` once per failed read (after its retries), so a screen can show the spec's toast. */
export function useReadFailure(read: Pick<ApiRead<unknown>, 'error' | 'errorUpdatedAt'>, onFailure: (error: ApiError) => void): void {
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;
  const { error, errorUpdatedAt } = read;
  useEffect(() => {
    if (error) onFailureRef.current(error);
  }, [error, errorUpdatedAt]);
}
