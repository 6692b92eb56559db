import { describe, expect, it, vi } from 'vitest';
import type { FavouriteIntent } from './shop-database';
import { queueFavouriteChange, readOutbox, replayOutbox } from './outbox';

describe('favourites outbox', () => {
  it('keeps only the latest wanted state per product', async () => {
    await queueFavouriteChange({ proID: 'p1', favourite: true });
    await queueFavouriteChange({ proID: 'p1', favourite: false });
    expect(await readOutbox()).toEqual([{ proID: 'p1', favourite: false }]);
  });

  it('removes sent and dropped changes and keeps those that could not be sent', async () => {
    await queueFavouriteChange({ proID: 'sent', favourite: true });
    await queueFavouriteChange({ proID: 'dropped', favourite: true });
    await queueFavouriteChange({ proID: 'kept', favourite: false });
    const results: Record<string, 'sent' | 'dropped' | 'kept'> = { sent: 'sent', dropped: 'dropped', kept: 'kept' };

    await replayOutbox((intent) => Promise.resolve(results[intent.proID]));

    expect(await readOutbox()).toEqual([{ proID: 'kept', favourite: false }]);
  });

  it('keeps a change the shopper made again while the first was being sent', async () => {
    await queueFavouriteChange({ proID: 'p1', favourite: true });
    await replayOutbox(async () => {
      await queueFavouriteChange({ proID: 'p1', favourite: false });
      return 'sent';
    });
    expect(await readOutbox()).toEqual([{ proID: 'p1', favourite: false }]);
  });

  it('runs one replay at a time', async () => {
    await queueFavouriteChange({ proID: 'p1', favourite: true });
    const send = vi.fn((_intent: FavouriteIntent) => Promise.resolve('sent' as const));
    await Promise.all([replayOutbox(send), replayOutbox(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
