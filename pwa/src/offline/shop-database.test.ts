import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { SHOP_DATABASE_NAME, SHOP_DATABASE_VERSION, closeShopDatabase, shopDatabase } from './shop-database';

describe('shop database', () => {
  it('creates the named stores of the current version on first use', async () => {
    const database = await shopDatabase();
    expect(database.name).toBe(SHOP_DATABASE_NAME);
    expect(database.version).toBe(SHOP_DATABASE_VERSION);
    expect([...database.objectStoreNames].sort()).toEqual(['cart', 'chatOutbox', 'displayCart', 'favourites', 'outbox', 'session']);
  });

  it("keeps a version 1 database's cart, favourites, queued changes and email when it adds the chat's queue", async () => {
    const line = { proid: 'p1', proname: 'Kitty', proprice: 2, subType: 'Pink', buyNum: 1, totalPrice: '2.00', maxLeft: 5 };
    // Version 1 as released: the stores of the first migration, with a shopper's data in them.
    const released = await openDB(SHOP_DATABASE_NAME, 1, {
      upgrade(database) {
        database.createObjectStore('cart', { keyPath: ['proid', 'subType'] });
        database.createObjectStore('displayCart', { keyPath: ['proid', 'subType'] });
        database.createObjectStore('favourites', { keyPath: 'proid' });
        database.createObjectStore('outbox', { keyPath: 'proID' });
        database.createObjectStore('session');
      },
    });
    await released.put('cart', line);
    await released.put('favourites', { proid: 'p1', snapshot: null });
    await released.put('outbox', { proID: 'p2', favourite: true });
    await released.put('session', 'mia@example.com', 'email');
    released.close();

    const database = await shopDatabase();

    expect(database.version).toBe(SHOP_DATABASE_VERSION);
    expect(await database.getAll('cart')).toEqual([line]);
    expect(await database.getAll('favourites')).toEqual([{ proid: 'p1', snapshot: null }]);
    expect(await database.getAll('outbox')).toEqual([{ proID: 'p2', favourite: true }]);
    expect(await database.get('session', 'email')).toBe('mia@example.com');
    expect(await database.getAll('chatOutbox')).toEqual([]);
  });

  it('keys cart lines by product and sub-type, so one line exists per pair', async () => {
    const database = await shopDatabase();
    const line = { proid: 'p1', proname: 'Kitty', proprice: 2, subType: 'Pink', buyNum: 1, totalPrice: '2.00', maxLeft: 5 };
    await database.put('cart', line);
    await database.put('cart', { ...line, buyNum: 3, totalPrice: '6.00' });
    await database.put('cart', { ...line, subType: 'Mint' });
    expect(await database.getAll('cart')).toEqual([
      { ...line, subType: 'Mint' },
      { ...line, buyNum: 3, totalPrice: '6.00' },
    ]);
  });

  it('steps aside when another tab opens a newer version, then reopens on next use', async () => {
    await shopDatabase();
    const newer = await openDB(SHOP_DATABASE_NAME, SHOP_DATABASE_VERSION + 1);
    expect(newer.version).toBe(SHOP_DATABASE_VERSION + 1);
    newer.close();
    await closeShopDatabase();
  });
});
