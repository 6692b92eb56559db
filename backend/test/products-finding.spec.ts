import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_OPTION_MESSAGES } from '@shop/contracts/catalogue/catalogue-options';
import { catalogueChanged, insertProduct, insertProducts, productModel, UNKNOWN_ID } from './helpers/factories.js';
import { cartLine, checkoutBody, createShopper, type Shopper, storedOrder } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
let shopper: Shopper;
const api = () => request(app.getHttpServer());
const names = (response: request.Response) => response.body.products.map((product: { ProductName: string }) => product.ProductName);
const catalogue = async (path: string) => names(await api().get(`/api/products/getProducts/${path}`).expect(200));
const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });

beforeAll(async () => {
  app = await createTestApp();
  shopper = await createShopper(app);
});

afterAll(async () => {
  await closeStarted(app);
});

beforeEach(async () => {
  await productModel(app).deleteMany({});
  await catalogueChanged(app);
});

describe('sorting and filtering the catalogue (getProducts query parameters)', () => {
  beforeEach(async () => {
    await insertProducts(app, [
      {
        ProductName: 'Bunny Mirror',
        Category: ['Acrylic Products'],
        IP: ['Sanrio'],
        SubTypeSet: [{ Name: 'Pink', Price: 12 }],
        createdAt: new Date('2025-01-01'),
      },
      {
        ProductName: 'Kitty Keychain',
        Category: ['Keychains'],
        IP: ['Hello Kitty'],
        SubTypeSet: [
          { Name: 'Red', Price: 30, SalePrice: 4.5 },
          { Name: 'Blue', Price: 8 },
        ],
        createdAt: new Date('2025-03-01'),
      },
      {
        ProductName: 'Melody Sticker',
        Category: ['Stickers'],
        IP: ['Sanrio'],
        SubTypeSet: [{ Name: 'Beige (default)', Price: 16 }],
        createdAt: new Date('2025-02-01'),
      },
      {
        ProductName: 'Sold Out Keychain',
        Category: ['Keychains'],
        IP: ['Hello Kitty'],
        SubTypeSet: [
          { Name: 'Pink', Price: 20, LeftNum: 0 },
          { Name: 'cover', Price: 1, LeftNum: 9 },
        ],
        createdAt: new Date('2025-04-01'),
      },
    ]);
  });

  it('sorts by the card price both ways (sale prices and a product of markers only included), newest first, or by name', async () => {
    expect(await catalogue('all/all/1?sort=price_asc')).toEqual(['Kitty Keychain', 'Bunny Mirror', 'Melody Sticker', 'Sold Out Keychain']);
    expect(await catalogue('all/all/1?sort=price_desc')).toEqual(['Sold Out Keychain', 'Melody Sticker', 'Bunny Mirror', 'Kitty Keychain']);
    expect(await catalogue('all/all/1?sort=newest')).toEqual(['Sold Out Keychain', 'Kitty Keychain', 'Melody Sticker', 'Bunny Mirror']);
    expect(await catalogue('all/all/1')).toEqual(['Bunny Mirror', 'Kitty Keychain', 'Melody Sticker', 'Sold Out Keychain']);
  });

  it('sorts best-selling first by the units that checkouts took', async () => {
    const [melody, bunny] = await Promise.all(
      ['Melody Sticker', 'Bunny Mirror'].map((name) => productModel(app).findOne({ ProductName: name }).lean()),
    );
    await shopper.client.post('/api/orders/create-checkout-session', checkoutBody([cartLine(melody!, 3, 'Beige (default)')])).expect(201);
    await shopper.client.post('/api/orders/create-checkout-session', checkoutBody([cartLine(bunny!, 1)])).expect(201);

    expect((await catalogue('all/all/1?sort=best_selling')).slice(0, 2)).toEqual(['Melody Sticker', 'Bunny Mirror']);
  });

  it('keeps only products with a sub-type for sale in stock, a product of markers only counting its markers', async () => {
    expect(await catalogue('all/all/1?inStock=1')).toEqual(['Bunny Mirror', 'Kitty Keychain', 'Melody Sticker']);
  });

  it('counts only the products kept by a category, in stock and a price range together', async () => {
    const response = await api().get('/api/products/getProducts/all/Keychains_product/1?inStock=1&min=1&max=30&sort=price_asc').expect(200);
    expect(names(response)).toEqual(['Kitty Keychain']);
    expect(response.body.totalItemNum).toBe(1);
  });

  it('drops a product from the in-stock filter and its count once a checkout takes its last units, not when a checkout is refused', async () => {
    const [bunny, kitty] = await Promise.all(
      ['Bunny Mirror', 'Kitty Keychain'].map((name) => productModel(app).findOne({ ProductName: name }).lean()),
    );
    // The mirror's last units are taken, then the keychain has too few: the mirror's go back.
    await shopper.client
      .post('/api/orders/create-checkout-session', checkoutBody([cartLine(bunny!, 5), cartLine(kitty!, 99, 'Blue')]))
      .expect(409);
    expect(await catalogue('all/all/1?inStock=1')).toEqual(['Bunny Mirror', 'Kitty Keychain', 'Melody Sticker']);

    await shopper.client.post('/api/orders/create-checkout-session', checkoutBody([cartLine(bunny!, 5)])).expect(201);

    const response = await api().get('/api/products/getProducts/all/all/1?inStock=1&sort=price_asc').expect(200);
    expect(names(response)).toEqual(['Kitty Keychain', 'Melody Sticker']);
    expect(response.body.totalItemNum).toBe(2);
  });

  it('keeps card prices within min and max, both inclusive, and counts only what is kept', async () => {
    const response = await api().get('/api/products/getProducts/all/all/1?min=4.5&max=12&sort=price_desc').expect(200);
    expect(names(response)).toEqual(['Bunny Mirror', 'Kitty Keychain']);
    expect(response.body.totalItemNum).toBe(2);
  });

  it('combines a category with a character, from the path or the query, under any tab', async () => {
    expect(await catalogue('all/Keychains_product/1?ip=Hello%20Kitty&inStock=1')).toEqual(['Kitty Keychain']);
    expect(await catalogue('all/Sanrio_ip/1?category=Stickers')).toEqual(['Melody Sticker']);
    expect(await catalogue('sale/all/1?category=Keychains&ip=Hello%20Kitty')).toEqual(['Kitty Keychain']);
    expect(await catalogue('all/all/1?category=Keychains&ip=Sanrio')).toEqual([]);
  });

  it('refuses a bad sort, inStock, price, range or text with 400 and its message', async () => {
    const cases: [string, string][] = [
      ['sort=cheapest', CATALOGUE_OPTION_MESSAGES.sort],
      ['sort=price-asc', CATALOGUE_OPTION_MESSAGES.sort],
      ['inStock=true', CATALOGUE_OPTION_MESSAGES.inStock],
      ['min=-1', CATALOGUE_OPTION_MESSAGES.min],
      ['max=abc', CATALOGUE_OPTION_MESSAGES.max],
      ['min=20&max=5', CATALOGUE_OPTION_MESSAGES.range],
      ['ip=a&ip=b', CATALOGUE_OPTION_MESSAGES.ip],
      [`category=${'x'.repeat(101)}`, CATALOGUE_OPTION_MESSAGES.category],
      ['colour=pink', 'property colour should not exist'],
    ];
    for (const [query, message] of cases) {
      const response = await api().get(`/api/products/getProducts/all/all/1?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toEqual(failure(message));
    }
  });
});

describe('tolerant search (name_{keyword})', () => {
  beforeEach(async () => {
    await insertProducts(app, [
      { ProductName: 'Hello Kitty Mirror', Category: ['Acrylic Products'], IP: ['Hello Kitty'] },
      { ProductName: 'Acrylic Charm', Category: ['Keychains'], IP: ['Jelly Cat'] },
      { ProductName: 'Glass Boxes', Category: ['Desk Ornaments'], IP: ['Sanrio'] },
      { ProductName: 'Mitts', Category: ['Stickers'], IP: ['Disney'] },
    ]);
  });

  it('finds plurals and singulars alike', async () => {
    expect(await catalogue('all/name_keychains/1')).toEqual(['Acrylic Charm']);
    expect(await catalogue('all/name_box/1')).toEqual(['Glass Boxes']);
    expect(await catalogue('all/name_mirrors/1')).toEqual(['Hello Kitty Mirror']);
  });

  it('finds category and character names, every word of the keyword in any of them', async () => {
    expect(await catalogue('all/name_jelly cat/1')).toEqual(['Acrylic Charm']);
    expect(await catalogue('all/name_acrylic/1')).toEqual(['Acrylic Charm', 'Hello Kitty Mirror']);
    expect(await catalogue('all/name_kitty acrylic/1')).toEqual(['Hello Kitty Mirror']);
  });

  it('tolerates one typo per word when nothing matches as written', async () => {
    expect(await catalogue('all/name_kity/1')).toEqual(['Hello Kitty Mirror']);
    expect(await catalogue('all/name_sanrip/1')).toEqual(['Glass Boxes']);
    expect(await catalogue('all/name_hello kittty/1')).toEqual(['Hello Kitty Mirror']);
    expect((await api().get('/api/products/getProducts/all/name_kity/1').expect(200)).body.totalItemNum).toBe(1);
  });

  it('does not stretch a typo past one letter, nor a short word at all', async () => {
    expect(await catalogue('all/name_kiy/1')).toEqual([]);
    expect(await catalogue('all/name_kxtyy/1')).toEqual([]);
    // As written, "mitt" begins "Mitts": the typo reading (kitt → Kitty) is not needed.
    expect(await catalogue('all/name_mitt/1')).toEqual(['Mitts']);
  });
});

describe('GET /api/products/getRelatedProducts/:proid', () => {
  it('answers up to four listed products in stock of the same character, then category, never the product itself', async () => {
    const product = await insertProduct(app, { ProductName: 'Kitty Mirror', Category: ['Acrylic Products'], IP: ['Hello Kitty'] });
    await insertProducts(app, [
      { ProductName: 'Kitty Pin', Category: ['Stickers'], IP: ['Hello Kitty'] },
      { ProductName: 'Kitty Case', Category: ['Phone Cases'], IP: ['Hello Kitty'] },
      { ProductName: 'Hidden Kitty', Category: ['Stickers'], IP: ['Hello Kitty'], Display: false },
      { ProductName: 'Sold Out Kitty', Category: ['Stickers'], IP: ['Hello Kitty'], SubTypeSet: [{ LeftNum: 0 }] },
      { ProductName: 'Acrylic Stand', Category: ['Acrylic Products'], IP: ['Sanrio'] },
      { ProductName: 'Acrylic Box', Category: ['Acrylic Products'], IP: ['Sanrio'] },
      { ProductName: 'Acrylic Tray', Category: ['Acrylic Products'], IP: ['Sanrio'] },
      { ProductName: 'Unrelated Sticker', Category: ['Stickers'], IP: ['Disney'] },
    ]);

    const response = await api().get(`/api/products/getRelatedProducts/${product._id.toString()}`).expect(200);

    expect(response.body).toMatchObject({ success: true, message: 'Related products loaded' });
    expect(response.body.products).toHaveLength(4);
    expect(names(response).slice(0, 2).sort()).toEqual(['Kitty Case', 'Kitty Pin']);
    for (const name of names(response).slice(2)) expect(['Acrylic Stand', 'Acrylic Box', 'Acrylic Tray']).toContain(name);
  });

  it('answers 404 for an unknown product and 400 for an id that cannot be one', async () => {
    expect((await api().get(`/api/products/getRelatedProducts/${UNKNOWN_ID}`).expect(404)).body).toEqual(failure('Product not found'));
    await api().get('/api/products/getRelatedProducts/nope').expect(400);
  });
});

describe('a product whose only sub-type is a marker', () => {
  it('is bought without another choice, at its marker sub-type’s price', async () => {
    const product = await insertProduct(app, { ProductName: 'Plain Tote', SubTypeSet: [{ Name: 'default', Price: 14.99, LeftNum: 40 }] });

    const response = await shopper.client
      .post('/api/orders/create-checkout-session', checkoutBody([cartLine(product, 2, 'default')]))
      .expect(201);

    expect((await storedOrder(app, response.body.orderId)).TotalPrice).toBe(29.98);
    expect(await catalogue('all/all/1?min=14.99&max=14.99')).toEqual(['Plain Tote']);
  });
});
