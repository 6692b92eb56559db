import { useEffect, useState } from 'react';

/** Milliseconds left until `deadlineMs` (never below 0), updated each time a whole second passes. */
export function useRemainingMs(deadlineMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  const remainingMs = Math.max(0, deadlineMs - now);

  useEffect(() => {
    if (remainingMs <= 0) return;
    // Wake exactly when the rounded-up seconds change, so that the countdown never skips or lingers.
    const timer = window.setTimeout(() => setNow(Date.now()), remainingMs % 1000 || 1000);
    return () => window.clearTimeout(timer);
  }, [remainingMs]);

  return remainingMs;
}
