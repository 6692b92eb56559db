import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from './helpers/accounts.js';
import { roleClients, storeTestImages, testImage } from './helpers/admin.js';
import { insertProduct } from './helpers/factories.js';
import { createShopper, placeOrder, type Shopper } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const CATALOGUE_PAGE = '/api/products/getProducts/all/all/1';
const images = { cover: testImage('cover'), pink: testImage('pink') };

describe('catalogue revalidation', () => {
  let app: NestExpressApplication;
  let visitor: Client;
  let admin: Client;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp();
    visitor = clientOf(app);
    ({ admin } = await roleClients(app));
    shopper = await createShopper(app);
    await storeTestImages(app, Object.values(images));
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const productPath = (id: { toString(): string }) => `/api/products/getProduct/${id.toString()}`;
  const pinkStock = (LeftNum: number) => [{ Name: 'Pink', Img: images.pink.url, Price: 7.99, SalePrice: null, LeftNum }];

  const revalidate = (path: string, etag: string) => visitor.agent.get(path).set('If-None-Match', etag);

  it('tags catalogue reads and answers a repeat with the same tag 304, without a body', async () => {
    await insertProduct(app, { ProductName: 'Kitty Mirror' });
    const first = await visitor.agent.get(CATALOGUE_PAGE).expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);

    const second = await revalidate(CATALOGUE_PAGE, first.headers.etag);
    expect(second.status).toBe(304);
    expect([undefined, '']).toContain(second.text);
  });

  it('serves the new data under a new tag after an admin edits a product', async () => {
    const product = await insertProduct(app, { ProductName: 'Melody Case', Cover: images.cover.url, SubTypeSet: pinkStock(5) });
    const before = await visitor.agent.get(productPath(product._id)).expect(200);

    const form = {
      proID: product._id.toString(),
      proName: 'Melody Phone Case',
      category: '',
      ip: '',
      description: '',
      cover: images.cover.url,
      imgSet: [],
      subTypeInfo: pinkStock(5).map((row) => ({ ...row, LoadedLeftNum: 5 })),
      display: true,
    };
    const loaded = (await admin.get(`/api/products/admin/getProduct/${product._id.toString()}`).expect(200)).body.product;
    expect((await admin.patch('/api/products/reviseProduct', { ...form, updatedAt: loaded.updatedAt })).status).toBe(200);

    const after = await revalidate(productPath(product._id), before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.product.ProductName).toBe('Melody Phone Case');
  });

  it('serves the new stock under a new tag after a checkout takes units', async () => {
    const product = await insertProduct(app, { ProductName: 'Bunny Keychain', SubTypeSet: pinkStock(4) });
    const before = await visitor.agent.get(productPath(product._id)).expect(200);

    await placeOrder(shopper, product, 3);

    const after = await revalidate(productPath(product._id), before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.product.SubTypeSet[0].LeftNum).toBe(1);
  });

  it('counts the catalogue again after a write', async () => {
    const before: number = (await visitor.agent.get(CATALOGUE_PAGE).expect(200)).body.totalItemNum;
    await insertProduct(app, { ProductName: 'Star Sticker' });
    expect((await visitor.agent.get(CATALOGUE_PAGE).expect(200)).body.totalItemNum).toBe(before + 1);
  });
});
