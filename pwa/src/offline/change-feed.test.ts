import { describe, expect, it, vi } from 'vitest';
import { announceChange, onStoreChange } from './change-feed';
import { BACKGROUND_WAIT } from '../test/background-wait';

describe('change feed', () => {
  it('tells listeners of the written store only', () => {
    const cartListener = vi.fn();
    const sessionListener = vi.fn();
    const stops = [onStoreChange('cart', cartListener), onStoreChange('session', sessionListener)];
    announceChange('cart');
    expect(cartListener).toHaveBeenCalledTimes(1);
    expect(sessionListener).not.toHaveBeenCalled();
    stops.forEach((stop) => stop());
  });

  it('hears about writes made in another tab', async () => {
    const listener = vi.fn();
    const stop = onStoreChange('cart', listener);
    const otherTab = new BroadcastChannel('kawaii-shop-storage');
    otherTab.postMessage('cart');
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1), BACKGROUND_WAIT);
    otherTab.close();
    stop();
  });
});
