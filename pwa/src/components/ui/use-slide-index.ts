import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { SLIDE_LOCK_MS } from '../../config/constants';

export interface SlideIndex {
  index: number;
  /** False until the first move: the slide shown first is the page's own, with nothing to animate in. */
  moved: boolean;
  next: () => boolean;
  previous: () => boolean;
  /**
   * Returns false when the move was ignored because the previous one is still settling; `force`
   * is for deliberate jumps (e.g. choosing a sub-type) that must not be swallowed by the lock.
   */
  goTo: (target: number, options?: { force?: boolean }) => boolean;
}

/** A slide position that wraps at both ends and ignores moves for `lockMs` after each move. */
export function useSlideIndex(count: number, lockMs: number = SLIDE_LOCK_MS): SlideIndex {
  const [rawIndex, setRawIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const lockedUntil = useRef(0);
  const index = count > 0 ? Math.min(rawIndex, count - 1) : 0;
  // The index shown, for the moves: goTo keeps it ahead of the render its own move causes.
  const indexRef = useRef(index);
  useLayoutEffect(() => {
    indexRef.current = index;
  }, [index]);

  const goTo = useCallback(
    (target: number, options?: { force?: boolean }) => {
      const now = Date.now();
      if (count === 0 || (now < lockedUntil.current && !options?.force)) return false;
      const wrapped = ((target % count) + count) % count;
      if (wrapped === indexRef.current) return false;
      lockedUntil.current = now + lockMs;
      indexRef.current = wrapped;
      setRawIndex(wrapped);
      setMoved(true);
      return true;
    },
    [count, lockMs],
  );

  const next = useCallback(() => goTo(indexRef.current + 1), [goTo]);
  const previous = useCallback(() => goTo(indexRef.current - 1), [goTo]);

  return { index, moved, next, previous, goTo };
}
