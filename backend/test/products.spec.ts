import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueChanged, insertProduct, insertProducts, productModel, UNKNOWN_ID } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const INVALID_STATUS = 'Status must be one of new, all, blindBox, sale';
const INVALID_FILTER = 'Filter must be all, name_{keyword}, {category}_product or {ip}_ip';
const INVALID_PAGE = 'Page must be a whole number from 1 to 100000';

let app: NestExpressApplication;
const api = () => request(app.getHttpServer());
const getProducts = (status: string, filter: string, page: string | number) =>
  api().get(`/api/products/getProducts/${status}/${encodeURIComponent(filter)}/${page}`);
const names = (response: request.Response) => response.body.products.map((product: { ProductName: string }) => product.ProductName);

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await closeStarted(app);
});

beforeEach(async () => {
  await productModel(app).deleteMany({});
  await catalogueChanged(app);
});

describe('GET /api/products/getProducts/:status/:filter/:page', () => {
  it('answers a page of listed products with the total and a message', async () => {
    const product = await insertProduct(app, {
      ProductName: 'Hello Kitty Acrylic Keychain',
      Category: ['Keychains'],
      IP: ['Hello Kitty'],
      Description: 'A charm',
      Cover: '/api/images/cover',
      ImgSet: [{ Name: 'Back', Img: '/api/images/back' }],
      SubTypeSet: [{ Name: 'Pink', Img: '/api/images/pink', Price: 7.99, SalePrice: 5.99, LeftNum: 3 }],
      createdAt: new Date('2025-03-01T10:00:00.000Z'),
    });

    const response = await getProducts('all', 'all', 1).expect(200);

    expect(response.body).toEqual({
      success: true,
      totalItemNum: 1,
      message: 'Products loaded',
      products: [
        {
          _id: product._id.toString(),
          ProductName: 'Hello Kitty Acrylic Keychain',
          Category: ['Keychains'],
          IP: ['Hello Kitty'],
          Description: 'A charm',
          Cover: '/api/images/cover',
          Sale: true,
          Display: true,
          ImgSet: [{ Name: 'Back', Img: '/api/images/back' }],
          SubTypeSet: [{ Name: 'Pink', Img: '/api/images/pink', Price: 7.99, SalePrice: 5.99, LeftNum: 3 }],
          createdAt: '2025-03-01T10:00:00.000Z',
          updatedAt: expect.any(String),
        },
      ],
    });
  });

  it('pages by 15, and a page past the end is empty but still counts everything', async () => {
    await insertProducts(
      app,
      Array.from({ length: 32 }, () => ({})),
    );

    const pages = await Promise.all([1, 2, 3, 4].map((page) => getProducts('all', 'all', page).expect(200)));

    expect(pages.map((page) => page.body.products.length)).toEqual([15, 15, 2, 0]);
    expect(pages.map((page) => page.body.totalItemNum)).toEqual([32, 32, 32, 32]);
    const ids = pages.flatMap((page) => page.body.products.map((product: { _id: string }) => product._id));
    expect(new Set(ids).size).toBe(32);
  });

  it('never shows unlisted products, in any tab or filter', async () => {
    await insertProducts(app, [
      { ProductName: 'Listed Kitty', Category: ['Blind Box'], IP: ['Hello Kitty'], SubTypeSet: [{ SalePrice: 5 }] },
      { ProductName: 'Unlisted Kitty', Category: ['Blind Box'], IP: ['Hello Kitty'], SubTypeSet: [{ SalePrice: 5 }], Display: false },
    ]);

    for (const [status, filter] of [
      ['new', 'all'],
      ['all', 'all'],
      ['blindBox', 'all'],
      ['sale', 'all'],
      ['all', 'Hello Kitty_ip'],
      ['all', 'Blind Box_product'],
      ['all', 'name_Kitty'],
    ]) {
      const response = await getProducts(status, filter, 1).expect(200);
      expect(names(response), `${status}/${filter}`).toEqual(['Listed Kitty']);
      expect(response.body.totalItemNum).toBe(1);
    }
  });

  it('lists new arrivals newest first', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    await insertProducts(app, [
      { ProductName: 'B middle', createdAt: day(10) },
      { ProductName: 'C oldest', createdAt: day(1) },
      { ProductName: 'A newest', createdAt: day(20) },
    ]);

    expect(names(await getProducts('new', 'all', 1).expect(200))).toEqual(['A newest', 'B middle', 'C oldest']);
  });

  it('lists the other tabs by name', async () => {
    await insertProducts(app, [{ ProductName: 'Cherry' }, { ProductName: 'Apple' }, { ProductName: 'Banana' }]);

    expect(names(await getProducts('all', 'all', 1).expect(200))).toEqual(['Apple', 'Banana', 'Cherry']);
  });

  it('shows only blind boxes under blindBox', async () => {
    await insertProducts(app, [
      { ProductName: 'Mystery Figure', Category: ['Blind Box', 'Desk Ornaments'] },
      { ProductName: 'Plain Figure', Category: ['Desk Ornaments'] },
    ]);

    expect(names(await getProducts('blindBox', 'all', 1).expect(200))).toEqual(['Mystery Figure']);
  });

  it('shows products with any sub-type on sale under sale', async () => {
    await insertProducts(app, [
      { ProductName: 'One on sale', SubTypeSet: [{ Name: 'A' }, { Name: 'B', Price: 10, SalePrice: 8 }] },
      { ProductName: 'None on sale', SubTypeSet: [{ Name: 'A' }, { Name: 'B' }] },
    ]);

    const response = await getProducts('sale', 'all', 1).expect(200);

    expect(names(response)).toEqual(['One on sale']);
    expect(response.body.products[0].Sale).toBe(true);
  });

  it('filters by category, sub-entry and IP, and combines a tab with a filter', async () => {
    await insertProducts(app, [
      { ProductName: 'Kitty Case', Category: ['Phone Cases', '15 pro max'], IP: ['Hello Kitty', 'Sanrio'] },
      { ProductName: 'Melody Case', Category: ['Phone Cases'], IP: ['Sanrio'] },
      { ProductName: 'Kitty Card Holder', Category: ['Acrylic Products', 'Card holder'], IP: ['Hello Kitty'] },
      { ProductName: 'Kitty Keychain Box', Category: ['Blind Box', 'Keychains'], IP: ['Hello Kitty'] },
      { ProductName: 'Plain Keychain', Category: ['Keychains'], IP: ['Jelly Cat'] },
    ]);

    const cases: [string, string, string[]][] = [
      ['all', 'Phone Cases_product', ['Kitty Case', 'Melody Case']],
      ['all', '15 pro max_product', ['Kitty Case']],
      ['all', 'Card holder_product', ['Kitty Card Holder']],
      ['all', 'Acrylic Products_product', ['Kitty Card Holder']],
      ['all', 'Hello Kitty_ip', ['Kitty Card Holder', 'Kitty Case', 'Kitty Keychain Box']],
      ['all', 'Sanrio_ip', ['Kitty Case', 'Melody Case']],
      ['all', 'Keychains_product', ['Kitty Keychain Box', 'Plain Keychain']],
      ['blindBox', 'Keychains_product', ['Kitty Keychain Box']],
      ['all', 'Stickers_product', []],
    ];
    for (const [status, filter, expected] of cases) {
      expect(names(await getProducts(status, filter, 1).expect(200)), `${status}/${filter}`).toEqual(expected);
    }
  });

  it('searches names case-insensitively with name_{keyword}', async () => {
    await insertProducts(app, [
      { ProductName: 'Hello Kitty Mirror' },
      { ProductName: 'HELLO KITTY Case' },
      { ProductName: 'Melody Mirror' },
    ]);

    expect(names(await getProducts('all', 'name_kitty', 1).expect(200))).toEqual(['HELLO KITTY Case', 'Hello Kitty Mirror']);
    expect(names(await getProducts('all', 'name_mirror', 1).expect(200))).toEqual(['Hello Kitty Mirror', 'Melody Mirror']);
  });

  it('finds the words a name begins with, with or without accents, every word of the keyword', async () => {
    // No category or character: the search finds their words too (products-finding.spec.ts).
    await insertProducts(
      app,
      ['Hello Kitty Mirror', 'Café Kitchen Mug', 'Kuromi Keychain', 'Skitty Plush'].map((ProductName) => ({
        ProductName,
        Category: [],
        IP: [],
      })),
    );

    expect(names(await getProducts('all', 'name_kit', 1).expect(200))).toEqual(['Café Kitchen Mug', 'Hello Kitty Mirror']);
    expect(names(await getProducts('all', 'name_CAFE', 1).expect(200))).toEqual(['Café Kitchen Mug']);
    expect(names(await getProducts('all', 'name_k', 1).expect(200))).toEqual(['Café Kitchen Mug', 'Hello Kitty Mirror', 'Kuromi Keychain']);
    expect(names(await getProducts('all', 'name_kitty hel', 1).expect(200))).toEqual(['Hello Kitty Mirror']);
    expect(names(await getProducts('all', 'name_kitty mug', 1).expect(200))).toEqual([]);
  });

  it('finds names without spaces by any of their Han characters', async () => {
    await insertProducts(app, [{ ProductName: '凯蒂猫钥匙扣' }, { ProductName: '美乐蒂镜子' }]);

    expect(names(await getProducts('all', 'name_钥匙', 1).expect(200))).toEqual(['凯蒂猫钥匙扣']);
    expect(names(await getProducts('all', 'name_蒂', 1).expect(200))).toEqual(['凯蒂猫钥匙扣', '美乐蒂镜子']);
  });

  it('finds a renamed product by its new name only', async () => {
    const [product] = await insertProducts(app, [{ ProductName: 'Melody Mirror' }]);
    await productModel(app).updateOne({ _id: product._id }, { $set: { ProductName: 'Pompompurin Pouch' } });
    await catalogueChanged(app);

    expect(names(await getProducts('all', 'name_pudding', 1).expect(200))).toEqual([]);
    expect(names(await getProducts('all', 'name_melody', 1).expect(200))).toEqual([]);
    expect(names(await getProducts('all', 'name_pom', 1).expect(200))).toEqual(['Pompompurin Pouch']);
  });

  it('reads punctuation in a keyword as a break between words, never as a pattern', async () => {
    await insertProducts(app, [
      { ProductName: 'Plain name' },
      { ProductName: 'Odd .* name' },
      { ProductName: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' },
      { ProductName: 'Formula (a+)+$ sticker' },
    ]);

    expect(names(await getProducts('all', 'name_.*', 1).expect(200))).toEqual([]);
    expect((await getProducts('all', 'name_.*', 1).expect(200)).body.totalItemNum).toBe(0);
    expect(names(await getProducts('all', 'name_(a+)+$', 1).expect(200))).toEqual([
      'Formula (a+)+$ sticker',
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!',
    ]);
    expect(names(await getProducts('all', 'name_[odd]', 1).expect(200))).toEqual(['Odd .* name']);
  });

  it('refuses an unknown status', async () => {
    const response = await getProducts('hot', 'all', 1).expect(400);
    expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: INVALID_STATUS });
  });

  it('refuses a page that is not a positive whole number', async () => {
    for (const page of ['0', '-1', '1.5', 'abc', '1e2', '100001']) {
      const response = await getProducts('all', 'all', page);
      expect(response.status, page).toBe(400);
      expect(response.body, page).toEqual({ success: false, requestId: expect.any(String), message: INVALID_PAGE });
    }
  });

  it('refuses a malformed filter', async () => {
    for (const filter of ['Keychains', 'Keychains_brand', '_ip', 'name_', 'name_   ', `name_${'a'.repeat(101)}`]) {
      const response = await getProducts('all', filter, 1).expect(400);
      expect(response.body, filter).toEqual({ success: false, requestId: expect.any(String), message: INVALID_FILTER });
    }
  });

  it('answers a broken percent-encoding with 400', async () => {
    const response = await api().get('/api/products/getProducts/all/name_%E0%A4%A/1').expect(400);
    expect(response.body.success).toBe(false);
  });
});

describe('GET /api/products/getProduct/:proid', () => {
  it('answers a listed product', async () => {
    const product = await insertProduct(app, { ProductName: 'Shin-chan Card Holder', SubTypeSet: [{ Name: 'cover' }] });

    const response = await api()
      .get(`/api/products/getProduct/${String(product._id)}`)
      .expect(200);

    expect(response.body).toMatchObject({
      success: true,
      message: 'Product loaded',
      product: { _id: product._id.toString(), ProductName: 'Shin-chan Card Holder', Sale: false },
    });
    expect(response.body.product.SubTypeSet).toEqual([
      { Name: 'cover', Img: '/api/images/sub-type', Price: 9.99, SalePrice: null, LeftNum: 5 },
    ]);
  });

  it('answers 404 for an unknown id and for an unlisted product', async () => {
    const unlisted = await insertProduct(app, { Display: false });

    for (const id of [UNKNOWN_ID, unlisted._id.toString()]) {
      const response = await api().get(`/api/products/getProduct/${id}`).expect(404);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Product not found' });
    }
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['abc', 'abcdefghijkl', `${UNKNOWN_ID}0`]) {
      const response = await api().get(`/api/products/getProduct/${id}`).expect(400);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Invalid product id' });
    }
  });
});

describe('POST /api/products/getPartProducts', () => {
  // X-Requested-With: the CSRF check every state-changing request passes, as the PWA's client sends it.
  const getPartProducts = (body: unknown) =>
    api()
      .post('/api/products/getPartProducts')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send(body as object);

  it('answers what the cart needs for each known listed product, in the order asked', async () => {
    const [first, second] = await insertProducts(app, [
      { ProductName: 'First', SubTypeSet: [{ Name: 'Pink', Price: 10, SalePrice: 7.5, LeftNum: 0 }] },
      { ProductName: 'Second' },
    ]);

    const response = await getPartProducts({ proids: [second._id.toString(), UNKNOWN_ID, first._id.toString()] }).expect(200);

    expect(response.body).toEqual({
      success: true,
      message: 'Products loaded',
      products: [
        { _id: second._id.toString(), ProductName: 'Second', Cover: '/api/images/cover', Sale: false, SubTypeSet: [expect.any(Object)] },
        {
          _id: first._id.toString(),
          ProductName: 'First',
          Cover: '/api/images/cover',
          Sale: true,
          SubTypeSet: [{ Name: 'Pink', Img: '/api/images/sub-type', Price: 10, SalePrice: 7.5, LeftNum: 0 }],
        },
      ],
    });
  });

  it('leaves unlisted products out, so the cart shows them as unavailable', async () => {
    const [listed, unlisted] = await insertProducts(app, [{ ProductName: 'Listed' }, { ProductName: 'Unlisted', Display: false }]);

    const response = await getPartProducts({ proids: [listed._id.toString(), unlisted._id.toString()] }).expect(200);

    expect(names(response)).toEqual(['Listed']);
  });

  it('answers each product once when asked twice', async () => {
    const product = await insertProduct(app);
    const id = product._id.toString();

    const response = await getPartProducts({ proids: [id, id.toUpperCase()] }).expect(200);

    expect(response.body.products).toHaveLength(1);
  });

  it('answers an empty list for an empty list', async () => {
    const response = await getPartProducts({ proids: [] }).expect(200);
    expect(response.body).toEqual({ success: true, products: [], message: 'Products loaded' });
  });

  it('refuses bodies that are not a list of up to 100 product ids', async () => {
    const cases: [unknown, string][] = [
      [{}, 'proids must be a list of product ids'],
      [{ proids: 'abc' }, 'proids must be a list of product ids'],
      [{ proids: ['abc'] }, 'Each of proids must be a valid product id'],
      [{ proids: [{ $ne: null }] }, 'Each of proids must be a valid product id'],
      [{ proids: Array.from({ length: 101 }, () => UNKNOWN_ID) }, 'proids can hold at most 100 product ids'],
      [{ proids: [], extra: 1 }, 'property extra should not exist'],
    ];
    for (const [body, message] of cases) {
      const response = await getPartProducts(body).expect(400);
      expect(response.body, JSON.stringify(body).slice(0, 60)).toEqual({ success: false, requestId: expect.any(String), message });
    }
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await api()
      .post('/api/products/getPartProducts')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', 'application/json')
      .send('{"proids": [')
      .expect(400);
    expect(response.body.success).toBe(false);
  });
});
