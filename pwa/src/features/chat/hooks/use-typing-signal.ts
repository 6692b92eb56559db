import { CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Tells the other side "typing" (repeated while typing goes on, as the contract asks) and "stopped" after a pause or a send. */
export function useTypingSignal(setTyping: ((typing: boolean) => void) | null) {
  const lastTypingSentAt = useRef<number | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setTypingRef = useRef(setTyping);
  useLayoutEffect(() => {
    setTypingRef.current = setTyping;
  }, [setTyping]);

  const stopped = useCallback(() => {
    clearTimeout(idleTimer.current);
    if (lastTypingSentAt.current === null) return;
    lastTypingSentAt.current = null;
    setTypingRef.current?.(false);
  }, []);

  const typed = useCallback(() => {
    const now = Date.now();
    const due = lastTypingSentAt.current === null || now - lastTypingSentAt.current >= CHAT_LIMITS.typingRepeatMs;
    if (due && setTypingRef.current) {
      lastTypingSentAt.current = now;
      setTypingRef.current(true);
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopped, CHAT_LIMITS.typingRepeatMs);
  }, [stopped]);

  useEffect(() => () => clearTimeout(idleTimer.current), []);
  return { typed, stopped };
}
