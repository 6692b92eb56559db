import { describe, expect, it } from 'vitest';
import { isFavourite, readFavourites, replaceFavourites, setFavourite } from './favourites-store';
import { forgetShopper, saveEmail } from './session-store';

const snapshot = { name: 'Kitty', cover: '/api/images/kitty', priceCents: 1299 };

describe('favourites store', () => {
  it('marks and unmarks a product', async () => {
    await setFavourite('p1', true, snapshot);
    expect(await isFavourite('p1')).toBe(true);
    await setFavourite('p1', false);
    expect(await isFavourite('p1')).toBe(false);
  });

  it('keeps a stored snapshot when a product is marked again without one', async () => {
    await setFavourite('p1', true, snapshot);
    await setFavourite('p1', true);
    expect(await readFavourites()).toEqual([{ proid: 'p1', snapshot }]);
  });

  it("takes the server's list, keeping snapshots of products still in it", async () => {
    await saveEmail('mia@example.com');
    await setFavourite('p1', true, snapshot);
    await setFavourite('p2', true, snapshot);
    await replaceFavourites(['p1', 'p3']);
    expect(await readFavourites()).toEqual([
      { proid: 'p1', snapshot },
      { proid: 'p3', snapshot: null },
    ]);
  });

  it('ignores a server list that arrives after the shopper logged out', async () => {
    await saveEmail('mia@example.com');
    await setFavourite('p1', true, snapshot);
    await forgetShopper();
    await replaceFavourites(['p1', 'p2']);
    expect(await readFavourites()).toEqual([]);
  });
});
