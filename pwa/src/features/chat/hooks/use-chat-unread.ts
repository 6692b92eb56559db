import { type SetStateAction, useEffect, useState } from 'react';
import { getUnreadCount } from '../api/get-unread-count';
import { whenIdle } from '../../../lib/when-idle';

/**
 * The shopper's unread count for the chat button. It is read over HTTP on load and whenever the
 * shopper comes back to the page (focus, tab shown, back online); once the page is idle, the chat's
 * socket (a lazy chunk, shared with the panel) keeps it live, so the shop's replies show at once.
 */
export function useChatUnread(owner: string | null | undefined): number {
  // Counted for one owner: another account (or none) starts again from 0.
  const [counted, setCounted] = useState<{ owner: string | null | undefined; unread: number }>({ owner, unread: 0 });

  useEffect(() => {
    if (!owner) return;
    const setUnread = (next: SetStateAction<number>) =>
      setCounted((current) => {
        const unread = current.owner === owner ? current.unread : 0;
        return { owner, unread: typeof next === 'function' ? next(unread) : next };
      });
    let controller = new AbortController();
    const refresh = () => {
      controller.abort();
      controller = new AbortController();
      // No badge is better than an error on every page: the panel shows problems when opened.
      getUnreadCount(controller.signal).then(setUnread, () => undefined);
    };
    const refreshIfShown = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', refreshIfShown);

    let stopFollowing: (() => void) | null = null;
    let stopped = false;
    const cancelIdle = whenIdle(() => {
      void import('../shopper-chat-session').then(({ followUnreadCount }) => {
        if (!stopped) stopFollowing = followUnreadCount(owner, setUnread);
      });
    });

    return () => {
      setCounted({ owner: null, unread: 0 });
      stopped = true;
      cancelIdle();
      stopFollowing?.();
      controller.abort();
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
      document.removeEventListener('visibilitychange', refreshIfShown);
    };
  }, [owner]);

  return counted.owner === owner ? counted.unread : 0;
}
