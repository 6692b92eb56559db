import { describe, expect, it, vi } from 'vitest';
import { isFavourite, readFavourites, setFavourite } from '../../offline/favourites-store';
import { queueFavouriteChange, readOutbox } from '../../offline/outbox';
import { saveEmail } from '../../offline/session-store';
import { partProductsAnswer, reviseFavAnswer } from '../../test/answers';
import { requestedPaths, sentJson, stubApi } from '../../test/api-stub';
import { makeProduct, makeSubType } from '../../test/factories';
import { sendQueuedChange, syncFavourites, toggleFavourite } from './favourite-changes';

const snapshot = { name: 'Kitty', cover: '/api/images/kitty', priceCents: 1299 };

/** A server that keeps its own favourites and toggles them like the real one. */
function stubFavouritesServer(initial: string[] = [], failWith?: number) {
  const server = new Set(initial);
  const answer = (init?: RequestInit) => {
    if (failWith) return new Response(JSON.stringify({ success: false, message: 'no' }), { status: failWith });
    const { proID } = sentJson(init) as { proID: string };
    const mode = server.has(proID) ? 'delete' : 'update';
    if (mode === 'delete') server.delete(proID);
    else server.add(proID);
    return new Response(JSON.stringify(reviseFavAnswer(mode)), { status: 200 });
  };
  const fetchStub = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(answer(init)));
  vi.stubGlobal('fetch', fetchStub);
  return { server, fetchStub };
}

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

describe('toggling a favourite', () => {
  it('follows the reply mode: update adds', async () => {
    stubFavouritesServer();
    expect(await toggleFavourite('p1', snapshot)).toBe('saved');
    expect(await readFavourites()).toEqual([{ proid: 'p1', snapshot }]);
  });

  it('follows the reply mode even when the local list thought otherwise', async () => {
    stubFavouritesServer(['p1']);
    await toggleFavourite('p1');
    expect(await isFavourite('p1')).toBe(false);
  });

  it('changes the local list and queues the change while offline', async () => {
    const { fetchStub } = stubFavouritesServer();
    goOffline();
    expect(await toggleFavourite('p1', snapshot)).toBe('queued');
    expect(await isFavourite('p1')).toBe(true);
    expect(await readOutbox()).toEqual([{ proID: 'p1', favourite: true }]);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('queues the change when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await setFavourite('p1', true);
    expect(await toggleFavourite('p1')).toBe('queued');
    expect(await readOutbox()).toEqual([{ proID: 'p1', favourite: false }]);
  });

  it('sends a queued change before toggling the same product online', async () => {
    const { server } = stubFavouritesServer();
    await setFavourite('p1', true);
    await queueFavouriteChange({ proID: 'p1', favourite: true });

    await toggleFavourite('p1');

    expect(server.has('p1')).toBe(false);
    expect(await isFavourite('p1')).toBe(false);
    expect(await readOutbox()).toEqual([]);
  });

  it('lets a server refusal through, for "Update failed"', async () => {
    stubFavouritesServer([], 500);
    await expect(toggleFavourite('p1')).rejects.toMatchObject({ status: 500 });
    expect(await isFavourite('p1')).toBe(false);
  });
});

describe('sending a queued change', () => {
  it('toggles once when the server differs', async () => {
    const { server, fetchStub } = stubFavouritesServer();
    expect(await sendQueuedChange({ proID: 'p1', favourite: true })).toBe('sent');
    expect(server.has('p1')).toBe(true);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(await isFavourite('p1')).toBe(true);
  });

  it('toggles back when the server already had the wanted state', async () => {
    const { server, fetchStub } = stubFavouritesServer(['p1']);
    expect(await sendQueuedChange({ proID: 'p1', favourite: true })).toBe('sent');
    expect(server.has('p1')).toBe(true);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('keeps the change while the network or the server is down, or another toggle clashed with it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await sendQueuedChange({ proID: 'p1', favourite: true })).toBe('kept');
    stubFavouritesServer([], 503);
    expect(await sendQueuedChange({ proID: 'p1', favourite: true })).toBe('kept');
    stubFavouritesServer([], 409);
    expect(await sendQueuedChange({ proID: 'p1', favourite: true })).toBe('kept');
  });

  it('drops the change once the shopper is logged out', async () => {
    stubFavouritesServer([], 401);
    expect(await sendQueuedChange({ proID: 'p1', favourite: true })).toBe('dropped');
  });

  it('drops a change for a product no longer sold, and unmarks it', async () => {
    stubFavouritesServer([], 404);
    await setFavourite('p1', true);
    expect(await sendQueuedChange({ proID: 'p1', favourite: true })).toBe('dropped');
    expect(await isFavourite('p1')).toBe(false);
  });
});

describe('syncing the favourites with the server', () => {
  it("takes the server's list with queued changes on top, and keeps each product's picture, name and price", async () => {
    const fetchStub = stubApi(() => ({
      body: partProductsAnswer([
        makeProduct({ _id: 'a', ProductName: 'A', Cover: '/api/images/a', SubTypeSet: [makeSubType({ Price: 12, SalePrice: 9 })] }),
        makeProduct({ _id: 'c', ProductName: 'C', Cover: '/api/images/c', SubTypeSet: [makeSubType({ Price: 4 })] }),
      ]),
    }));
    await saveEmail('mia@example.com');
    await queueFavouriteChange({ proID: 'b', favourite: false });
    await queueFavouriteChange({ proID: 'c', favourite: true });

    await syncFavourites(['a', 'b']);

    expect(await readFavourites()).toEqual([
      { proid: 'a', snapshot: { name: 'A', cover: '/api/images/a', priceCents: 900, originalCents: 1200 } },
      { proid: 'c', snapshot: { name: 'C', cover: '/api/images/c', priceCents: 400 } },
    ]);
    expect(requestedPaths(fetchStub)).toEqual(['/api/products/getPartProducts']);
  });
});
