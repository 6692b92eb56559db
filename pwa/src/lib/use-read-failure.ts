import { useEffect, useEffectEvent } from 'react';
import type { ApiError } from './api-client';
import type { ApiRead } from './query-client';

/** Tells `onFailure` once per failed read (after its retries), so a screen can show the spec's toast. */
export function useReadFailure(read: Pick<ApiRead<unknown>, 'error' | 'errorUpdatedAt'>, onFailure: (error: ApiError) => void): void {
  const tell = useEffectEvent(onFailure);
  const { error, errorUpdatedAt } = read;
  useEffect(() => {
    if (error) tell(error);
  }, [error, errorUpdatedAt]);
}
