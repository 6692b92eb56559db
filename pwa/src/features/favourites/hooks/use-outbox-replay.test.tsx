import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isFavourite, setFavourite } from '../../../offline/favourites-store';
import { queueFavouriteChange, readOutbox } from '../../../offline/outbox';
import { reviseFavAnswer } from '../../../test/answers';
import { requestedPaths, stubApi } from '../../../test/api-stub';
import { useOutboxReplay } from './use-outbox-replay';

describe('replaying favourite changes', () => {
  it('sends the changes queued offline when the network comes back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await setFavourite('kitty', true);
    await queueFavouriteChange({ proID: 'kitty', favourite: true });
    const fetchStub = stubApi(() => ({ body: reviseFavAnswer('update') }));
    renderHook(useOutboxReplay);
    expect(fetchStub).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));

    await waitFor(async () => expect(await readOutbox()).toEqual([]));
    expect(requestedPaths(fetchStub)).toEqual(['/api/users/reviseFav']);
    expect(await isFavourite('kitty')).toBe(true);
  });

  it('sends what an earlier visit left queued as soon as the shop opens online', async () => {
    await queueFavouriteChange({ proID: 'kitty', favourite: false });
    stubApi(() => ({ body: reviseFavAnswer('delete') }));

    renderHook(useOutboxReplay);

    await waitFor(async () => expect(await readOutbox()).toEqual([]));
  });
});
