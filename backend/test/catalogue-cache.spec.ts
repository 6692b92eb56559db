import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CACHE_LIMITS } from '../src/config/limits.js';
import { StorefrontCache } from '../src/products/storefront-cache.js';
import { type Client, clientOf } from './helpers/accounts.js';
import { insertProduct, productModel } from './helpers/factories.js';
import { clockPinnedInsideOneWindow } from './helpers/pinned-clock.js';
import { cartLine, checkoutBody, createShopper } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const productPath = (id: { toString(): string }) => `/api/products/getProduct/${id.toString()}`;
const MEGABYTE = 1024 * 1024;

// Only Date is pinned: the cache's freshness runs on it, so each test moves it on by hand.
clockPinnedInsideOneWindow();

describe('the catalogue cache', () => {
  let app: NestExpressApplication;
  let visitor: Client;

  beforeAll(async () => {
    app = await createTestApp();
    visitor = clientOf(app);
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const CATALOGUE_PAGE = '/api/products/getProducts/all/all/1';
  const listedName = async (id: { toString(): string }) => {
    const { products } = (await visitor.get(CATALOGUE_PAGE).expect(200)).body as { products: { _id: string; ProductName: string }[] };
    return products.find((item) => item._id === id.toString())?.ProductName;
  };

  it(`shows a change written straight into the database within ${CATALOGUE_CACHE_LIMITS.freshForMs / 1000} s`, async () => {
    const product = await insertProduct(app, { ProductName: 'Kept Charm' });
    expect(await listedName(product._id)).toBe('Kept Charm');
    // Past the shop's models: a script, mongoimport or another version of the shop.
    await productModel(app).collection.updateOne({ _id: product._id }, { $set: { ProductName: 'Renamed Elsewhere' } });
    expect(await listedName(product._id)).toBe('Kept Charm');

    vi.setSystemTime(Date.now() + CATALOGUE_CACHE_LIMITS.freshForMs);

    expect(await listedName(product._id)).toBe('Renamed Elsewhere');
  });

  it('keeps the catalogue when a checkout is refused for want of stock', async () => {
    const product = await insertProduct(app, { ProductName: 'Sold Out Charm', SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 1 }] });
    // Made under the pinned clock, so that its session has not expired by it.
    const shopper = await createShopper(app);
    const before = await visitor.get(productPath(product._id)).expect(200);

    const refused = await shopper.client.post('/api/orders/create-checkout-session', checkoutBody([cartLine(product, 2)]));
    expect(refused.status).toBe(409);

    expect((await visitor.get(productPath(product._id)).expect(200)).headers.etag).toBe(before.headers.etag);
  });

  it('keeps the catalogue when a conditional update finds nothing to change', async () => {
    const product = await insertProduct(app, { ProductName: 'Unchanged Charm' });
    const before = await visitor.get(productPath(product._id)).expect(200);

    const refused = await productModel(app).updateOne({ _id: product._id, StockRevision: -1 }, { $set: { ProductName: 'Never Saved' } });
    expect(refused.modifiedCount).toBe(0);

    expect((await visitor.get(productPath(product._id)).expect(200)).headers.etag).toBe(before.headers.etag);
  });

  it('keeps at most its byte cap, and searches apart in a smaller one', async () => {
    const cache = app.get(StorefrontCache);
    const megabytePage = (key: string) => () => Promise.resolve(`${key}:`.padEnd(MEGABYTE, '.'));
    const remembered = async (key: string, kind: 'catalogue' | 'search') => {
      let made = false;
      await cache.remember(key, () => ((made = true), megabytePage(key)()), kind);
      return !made;
    };
    const pages = CATALOGUE_CACHE_LIMITS.maxBytes / MEGABYTE;
    for (let page = 0; page < pages; page += 1) await cache.remember(`page-${page}`, megabytePage(`page-${page}`));
    for (let search = 0; search < 100; search += 1) await cache.remember(`search-${search}`, megabytePage(`search-${search}`), 'search');

    expect(await remembered(`page-${pages - 1}`, 'catalogue')).toBe(true);
    expect(await remembered('search-99', 'search')).toBe(true);
    expect(await remembered('search-0', 'search')).toBe(false);
    await cache.remember('one-more-page', megabytePage('one-more-page'));
    expect(await remembered('page-0', 'catalogue')).toBe(false);
  });
});
