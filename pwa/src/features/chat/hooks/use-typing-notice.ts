import { CHAT_LIMITS, type TypingNotice } from '@shop/contracts/chat/chat-events';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Which conversation the other side is typing in; per the contract, a notice not repeated in time means stopped. */
export function useTypingNotice() {
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setTypingIn(null);
  }, []);

  const note = useCallback(
    (notice: TypingNotice) => {
      clear();
      if (!notice.typing) return;
      setTypingIn(notice.conversationId);
      timer.current = setTimeout(clear, 2 * CHAT_LIMITS.typingRepeatMs);
    },
    [clear],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { typingIn, note, clear };
}
