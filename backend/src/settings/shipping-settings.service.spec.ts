import type { Model } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from './schemas/shop-settings.schema.js';
import { ShippingSettingsService } from './shipping-settings.service.js';

type StoredRate = Pick<ShopSettings, 'FlatRateCents' | 'FreeOverCents'>;

/** The settings collection as the service uses it: each read waits until the test answers it. */
function settingsStore() {
  const pendingReads: ((stored: StoredRate | null) => void)[] = [];
  let stored: StoredRate | null = null;
  const model = {
    findById: () => ({ lean: () => new Promise<StoredRate | null>((resolve) => pendingReads.push(resolve)) }),
    updateOne: (_filter: unknown, update: { $set: StoredRate }) => {
      stored = { ...stored, ...update.$set };
      return Promise.resolve();
    },
  };
  return {
    model: model as unknown as Model<ShopSettings>,
    reads: () => pendingReads.length,
    /** Answers the oldest read waiting with what is stored now. */
    answerRead: () => pendingReads.shift()?.(stored),
    /** The database changed past the service (a script, another instance). */
    setStored: (rate: StoredRate) => (stored = rate),
  };
}

describe('ShippingSettingsService', () => {
  it('prices every quote and checkout with one read, shared by those asking at once', async () => {
    const store = settingsStore();
    const shipping = new ShippingSettingsService(store.model);
    store.setStored({ FlatRateCents: 499, FreeOverCents: 4900 });
    const atOnce = [shipping.rate(), shipping.rate(), shipping.rate()];
    store.answerRead();
    expect(await Promise.all(atOnce)).toEqual(Array(3).fill({ flatRateCents: 499, freeOverCents: 4900 }));
    store.setStored({ FlatRateCents: 999, FreeOverCents: null });
    expect(await shipping.rate()).toEqual({ flatRateCents: 499, freeOverCents: 4900 });
    expect(store.reads()).toBe(0);
  });

  it('prices with a rate saved through it from the next quote on', async () => {
    const store = settingsStore();
    const shipping = new ShippingSettingsService(store.model);
    const first = shipping.rate();
    store.answerRead();
    expect(await first).toEqual({ flatRateCents: 0, freeOverCents: null });
    await shipping.put({ flatRate: 4.99, freeOver: null });
    const next = shipping.rate();
    store.answerRead();
    expect(await next).toEqual({ flatRateCents: 499, freeOverCents: null });
  });

  it('answers a read that a save overtook, and does not keep it', async () => {
    const store = settingsStore();
    const shipping = new ShippingSettingsService(store.model);
    const overtaken = shipping.rate();
    await shipping.put({ flatRate: 4.99, freeOver: 49 });
    store.setStored({ FlatRateCents: 0, FreeOverCents: null });
    store.answerRead();
    expect(await overtaken).toEqual({ flatRateCents: 0, freeOverCents: null });
    const next = shipping.rate();
    store.setStored({ FlatRateCents: 499, FreeOverCents: 4900 });
    store.answerRead();
    expect(await next).toEqual({ flatRateCents: 499, freeOverCents: 4900 });
  });
});
