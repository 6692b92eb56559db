import { useEffect } from 'react';
import { readOutbox, replayOutbox } from '../../../offline/outbox';

/** Sends the favourite changes made offline, at start-up and whenever the network comes back. */
export function useOutboxReplay() {
  useEffect(() => {
    const replay = async () => {
      if (!navigator.onLine || (await readOutbox()).length === 0) return;
      // Loaded only when there is something to send: the first screen never waits for it.
      const { sendQueuedChange } = await import('../favourite-changes');
      await replayOutbox(sendQueuedChange);
    };
    void replay();
    const onOnline = () => void replay();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
