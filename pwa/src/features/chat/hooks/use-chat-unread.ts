import { useEffect, useState } from 'react';
import { getOwnMessages } from '../api/get-own-messages';

/** The shopper's unread count, read once over HTTP (one message, not a socket) so the button stays cheap. */
export function useChatUnread(loggedIn: boolean): [number, (count: number) => void] {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    getOwnMessages({ limit: 1 }, controller.signal).then(
      // No badge is better than an error on every page: the panel shows problems when opened.
      (answer) => setUnread(answer.conversation?.unreadCount ?? 0),
      () => undefined,
    );
    return () => controller.abort();
  }, [loggedIn]);

  return [unread, setUnread];
}
