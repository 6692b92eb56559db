import { announceChange } from './change-feed';
import { shopDatabase, type FavouriteIntent } from './shop-database';

/** Queues the favourite state the shopper wants; a later change to the same product replaces it. */
export async function queueFavouriteChange(intent: FavouriteIntent): Promise<void> {
  await (await shopDatabase()).put('outbox', intent);
  announceChange('outbox');
}

export async function readOutbox(): Promise<FavouriteIntent[]> {
  return (await shopDatabase()).getAll('outbox');
}

export type ReplayResult = 'sent' | 'dropped' | 'kept';

let replaying: Promise<void> | null = null;

/**
 * Hands each queued change to `send`, in turn. A change that was sent or dropped leaves the queue,
 * unless the shopper changed the same product again meanwhile. One replay at a time per tab.
 */
export function replayOutbox(send: (intent: FavouriteIntent) => Promise<ReplayResult>): Promise<void> {
  replaying ??= (async () => {
    for (const intent of await readOutbox()) {
      if ((await send(intent)) === 'kept') continue;
      const transaction = (await shopDatabase()).transaction('outbox', 'readwrite');
      const current = await transaction.store.get(intent.proID);
      if (current?.favourite === intent.favourite) await transaction.store.delete(intent.proID);
      await transaction.done;
    }
    announceChange('outbox');
  })().finally(() => {
    replaying = null;
  });
  return replaying;
}
