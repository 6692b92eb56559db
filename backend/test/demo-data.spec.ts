import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoDataService } from '../src/demo/demo-data.service.js';
import { boardModel, productModel } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const PANEL_FILTERS = [
  'Desk Ornaments_product',
  'Phone Cases_product',
  '15 pro max_product',
  'Keychains_product',
  'Stickers_product',
  'Acrylic Products_product',
  'Handheld mirror_product',
  'Card holder_product',
  'Storage box_product',
  'Phone holder_product',
  'Hello Kitty_ip',
  'Sanrio_ip',
  "Disney's Seven Treasures_ip",
  'Crayon Shin-chan_ip',
  'Jelly Cat_ip',
];

describe('demo data', () => {
  let app: NestExpressApplication;
  const api = () => request(app.getHttpServer());
  const totalFor = async (status: string, filter: string) =>
    (
      await api()
        .get(`/api/products/getProducts/${status}/${encodeURIComponent(filter)}/1`)
        .expect(200)
    ).body.totalItemNum;

  beforeAll(async () => {
    app = await createTestApp({ DEMO_DATA: 'true' });
  });

  afterAll(async () => {
    await closeStarted(app);
  });

  it('seeds at least 40 products, some unlisted, on the first start', async () => {
    const products = productModel(app);
    expect(await products.countDocuments()).toBeGreaterThanOrEqual(40);
    expect(await products.countDocuments({ Display: false })).toBeGreaterThanOrEqual(2);
  });

  it('fills every entry of the category panel, blind boxes and sales', async () => {
    for (const filter of PANEL_FILTERS) expect(await totalFor('all', filter), filter).toBeGreaterThan(0);
    expect(await totalFor('blindBox', 'all')).toBeGreaterThan(0);
    expect(await totalFor('sale', 'all')).toBeGreaterThan(0);
  });

  it('spreads creation dates so new arrivals are ordered', async () => {
    const response = await api().get('/api/products/getProducts/new/all/1').expect(200);
    const dates = response.body.products.map((product: { createdAt: string }) => Date.parse(product.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('serves every picture it references as a small WebP', async () => {
    const response = await api().get('/api/products/getProducts/all/all/1').expect(200);
    const product = response.body.products[0];
    const urls: string[] = [product.Cover, ...product.SubTypeSet.map((subType: { Img: string }) => subType.Img)];

    for (const url of urls) {
      expect(url).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);
      const image = await api().get(url).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(Number(image.headers['content-length'])).toBeLessThan(20_000);
    }
  });

  it('seeds welcome boards, one of them hidden from shoppers', async () => {
    const boards = boardModel(app);
    const response = await api().get('/api/welcomeBoards/getWelcomeBoards/1').expect(200);

    expect(await boards.countDocuments()).toBeGreaterThanOrEqual(3);
    expect(await boards.countDocuments({ Display: false })).toBeGreaterThanOrEqual(1);
    expect(response.body.totalItemNum).toBe(await boards.countDocuments({ Display: true }));
  });

  it('charges $4.99 shipping, free from $49 as the welcome board promises, and has its policies written', async () => {
    expect((await api().get('/api/settings/shipping').expect(200)).body.shipping).toEqual({ flatRate: 4.99, freeOver: 49 });
    const { policies } = (await api().get('/api/settings/policies').expect(200)).body;
    expect(policies.shipping).toContain('free on orders of $49 or more');
    expect(policies.returns).not.toBe('');
    expect(policies.privacy).not.toBe('');
  });

  it('seeds nothing more on a later start', async () => {
    const products = await productModel(app).countDocuments();
    const boards = await boardModel(app).countDocuments();

    await app.get(DemoDataService).seedIfEmpty();

    expect(await productModel(app).countDocuments()).toBe(products);
    expect(await boardModel(app).countDocuments()).toBe(boards);
  });
});

describe('demo data turned off', () => {
  it('leaves the database empty', async () => {
    const app = await createTestApp({ DEMO_DATA: 'false' });
    try {
      expect(await productModel(app).countDocuments()).toBe(0);
      expect(await boardModel(app).countDocuments()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
