import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientOf, type Client } from './helpers/accounts.js';
import { roleClients, storeTestImages, testImage } from './helpers/admin.js';
import { catalogueChanged, insertProducts, productModel, UNKNOWN_ID } from './helpers/factories.js';
import { createShopper, placeOrder, type Shopper, stockOf } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
let admin: Client;
let shopper: Client;
const stored = { cover: testImage('cover'), photo: testImage('photo'), pink: testImage('pink'), sky: testImage('sky') };
const images = { cover: stored.cover.url, photo: stored.photo.url, pink: stored.pink.url, sky: stored.sky.url };

// Catalogue messages also carry their messageKeys (asserted in admin-message-keys.spec.ts).
const failure = (message: string) => expect.objectContaining({ success: false, requestId: expect.any(String), message });

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await roleClients(app));
  shopper = clientOf(app);
  await storeTestImages(app, Object.values(stored));
});

afterAll(async () => {
  await closeStarted(app);
});

beforeEach(async () => {
  await productModel(app).deleteMany({});
  await catalogueChanged(app);
});

const pinkRow = () => ({ Name: 'Pink', Img: images.pink, LeftNum: 5, Price: 7.99, SalePrice: null });
const skyRow = () => ({ Name: 'Sky', Img: images.sky, LeftNum: 0, Price: 8.5, SalePrice: null });
const productForm = (overrides: Record<string, unknown> = {}) => ({
  proName: 'Hello Kitty Acrylic Keychain',
  category: 'Keychains, Acrylic Products,, Keychains ',
  ip: ' Hello Kitty ,Sanrio',
  description: 'A charm for your bag',
  cover: images.cover,
  imgSet: [{ Name: 'Back', Img: images.photo }],
  subTypeInfo: [pinkRow(), skyRow()],
  ...overrides,
});
const withRow = (index: number, changes: Record<string, unknown>) => {
  const rows: Record<string, unknown>[] = [pinkRow(), skyRow()];
  rows[index] = { ...rows[index], ...changes };
  return { subTypeInfo: rows };
};

async function addProduct(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await admin.post('/api/products/addProduct', productForm(overrides));
  expect(response.status).toBe(201);
  return response.body.proID;
}

const adminProduct = async (id: string) => (await admin.get(`/api/products/admin/getProduct/${id}`).expect(200)).body.product;
/** The revise page's save: by default over the product as it is now (its updatedAt, and each row's stock as loaded). */
const revise = async (id: string, overrides: Record<string, unknown> = {}) => {
  const loaded = (await admin.get(`/api/products/admin/getProduct/${id}`)).body.product;
  const version = { updatedAt: loaded?.updatedAt ?? new Date().toISOString() };
  const form = { ...productForm(), proID: id, display: true, ...version, ...overrides };
  return admin.patch('/api/products/reviseProduct', {
    ...form,
    subTypeInfo: withStockAsLoaded(form.subTypeInfo, loaded?.SubTypeSet ?? []),
  });
};
/** Each row of a sub-type the product has carries its stock as the page loaded it, unless the row says otherwise. */
const withStockAsLoaded = (rows: unknown, loaded: { Name: string; LeftNum: number }[]) =>
  Array.isArray(rows)
    ? rows.map((row: Record<string, unknown>) => ({ LoadedLeftNum: loaded.find((subType) => subType.Name === row.Name)?.LeftNum, ...row }))
    : rows;

describe('POST /api/products/addProduct', () => {
  it('adds a listed product, storing category and IP as trimmed lists without empty entries or repeats', async () => {
    const response = await admin.post('/api/products/addProduct', productForm());

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Product added.',
      messageKeys: [{ key: 'product.added' }],
      proID: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(await adminProduct(response.body.proID)).toMatchObject({
      ProductName: 'Hello Kitty Acrylic Keychain',
      Category: ['Keychains', 'Acrylic Products'],
      IP: ['Hello Kitty', 'Sanrio'],
      Description: 'A charm for your bag',
      Cover: images.cover,
      Display: true,
      Sale: false,
      ImgSet: [{ Name: 'Back', Img: images.photo }],
      SubTypeSet: [pinkRow(), skyRow()],
    });
  });

  it('puts the new product in front of shoppers', async () => {
    const id = await addProduct();

    const response = await shopper.get(`/api/products/getProduct/${id}`).expect(200);

    expect(response.body.product).toMatchObject({ _id: id, ProductName: 'Hello Kitty Acrylic Keychain' });
  });

  it('takes an empty sale price as none, an unnamed photo gets a label, and prices are kept to the cent', async () => {
    const id = await addProduct({
      imgSet: [{ Img: images.photo }],
      subTypeInfo: [{ ...pinkRow(), SalePrice: '', Price: 7.999 }],
    });

    const product = await adminProduct(id);

    expect(product.ImgSet).toEqual([{ Name: 'Photo 1', Img: images.photo }]);
    expect(product.SubTypeSet[0]).toMatchObject({ Price: 8, SalePrice: null });
  });

  it.each([
    [{ proName: '' }, 'The product name must not be empty.'],
    [{ proName: '   ' }, 'The product name must not be empty.'],
    [{ proName: undefined }, 'The product name must not be empty.'],
    [{ proName: 'x'.repeat(201) }, 'The product name must be at most 200 characters.'],
    [{ cover: '' }, 'A cover image is required.'],
    [{ cover: undefined }, 'A cover image is required.'],
    [{ cover: 'https://elsewhere.example/cat.png' }, 'The cover must be an image uploaded to this shop.'],
    [{ cover: '/api/images/not-a-hash' }, 'The cover must be an image uploaded to this shop.'],
    [{ category: 12 }, 'category must be comma-separated text.'],
    [{ ip: ['Sanrio'] }, 'ip must be comma-separated text.'],
    [{ category: Array.from({ length: 21 }, (_, n) => `C${n}`).join(',') }, 'category can hold at most 20 entries.'],
    [{ ip: `${'x'.repeat(101)}, Sanrio` }, 'Each ip entry must be at most 100 characters.'],
    [{ description: 42 }, 'The description must be text.'],
    [{ imgSet: 'photo.png' }, 'imgSet must be a list of photos.'],
    [{ imgSet: [{ Name: 'Back', Img: 'http://elsewhere.example/back.png' }] }, 'Photo 1: the image must be uploaded to this shop.'],
    [{ imgSet: [{ Name: 'Back' }] }, 'Photo 1: an image is required.'],
    [{ subTypeInfo: [] }, 'A product needs at least one sub-type.'],
    [{ subTypeInfo: undefined }, 'A product needs at least one sub-type.'],
    [{ subTypeInfo: ['Pink'] }, 'subTypeInfo must be a list of sub-types.'],
    [withRow(1, { Name: '' }), 'Sub-type 2: the name must not be empty.'],
    [withRow(1, { Name: ' ' }), 'Sub-type 2: the name must not be empty.'],
    [withRow(1, { Name: 'Pink ' }), 'Sub-type 2: another sub-type is already named "Pink".'],
    [withRow(0, { Img: '' }), 'Sub-type 1: an image is required.'],
    [withRow(0, { Img: 'https://elsewhere.example/pink.png' }), 'Sub-type 1: the image must be uploaded to this shop.'],
    [withRow(1, { Price: '' }), 'Sub-type 2: the unit price must not be empty.'],
    [withRow(1, { Price: null }), 'Sub-type 2: the unit price must not be empty.'],
    [withRow(1, { Price: 'cheap' }), 'Sub-type 2: the unit price must be a number.'],
    [withRow(1, { Price: -0.01 }), 'Sub-type 2: the unit price must not be negative.'],
    [withRow(1, { Price: 100_001 }), 'Sub-type 2: the unit price must be at most 100000.'],
    [withRow(0, { LeftNum: undefined }), 'Sub-type 1: the stock must not be empty.'],
    [withRow(0, { LeftNum: 1.5 }), 'Sub-type 1: the stock must be a whole number.'],
    [withRow(0, { LeftNum: -1 }), 'Sub-type 1: the stock must not be negative.'],
    [withRow(0, { SalePrice: -1 }), 'Sub-type 1: the sale price must not be negative.'],
    [withRow(0, { SalePrice: 'half' }), 'Sub-type 1: the sale price must be a number or empty.'],
    [withRow(0, { SalePrice: 8 }), 'Sub-type 1: the sale price must not be above the unit price.'],
    [withRow(0, { Colour: 'pink' }), 'property Colour should not exist'],
    [{ proID: UNKNOWN_ID }, 'property proID should not exist'],
  ])('refuses %j: %s', async (overrides, message) => {
    const response = await admin.post('/api/products/addProduct', productForm(overrides));

    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(message));
    expect(await productModel(app).countDocuments()).toBe(0);
  });

  it('refuses an image URL of the store that names no stored image', async () => {
    const response = await admin.post('/api/products/addProduct', productForm({ cover: `/api/images/${'a'.repeat(64)}` }));

    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure("An image is not in the shop's image store; upload it again."));
  });
});

describe('PATCH /api/products/reviseProduct', () => {
  it('replaces the fields and answers success', async () => {
    const id = await addProduct();

    const response = await revise(id, {
      proName: 'Kitty Keychain',
      category: 'Keychains',
      ip: '',
      description: '',
      imgSet: [],
      subTypeInfo: [{ ...skyRow(), LeftNum: 9 }],
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Product revised.', messageKeys: [{ key: 'product.revised' }] });
    expect(await adminProduct(id)).toMatchObject({
      ProductName: 'Kitty Keychain',
      Category: ['Keychains'],
      IP: [],
      Description: '',
      Cover: images.cover,
      ImgSet: [],
      SubTypeSet: [{ ...skyRow(), LeftNum: 9 }],
    });
  });

  it('puts a product with a sale price on sale in every shopper call', async () => {
    const id = await addProduct();

    expect((await revise(id, withRow(0, { SalePrice: 5.99 }))).status).toBe(200);

    const detail = await shopper.get(`/api/products/getProduct/${id}`).expect(200);
    expect(detail.body.product).toMatchObject({
      Sale: true,
      SubTypeSet: [{ Name: 'Pink', Price: 7.99, SalePrice: 5.99 }, { SalePrice: null }],
    });
    const saleTab = await shopper.get('/api/products/getProducts/sale/all/1').expect(200);
    expect(saleTab.body.products.map((product: { _id: string }) => product._id)).toEqual([id]);
    const cart = await shopper.post('/api/products/getPartProducts', { proids: [id] }).expect(200);
    expect(cart.body.products[0]).toMatchObject({ Sale: true });
  });

  it('unlisting hides the product from shoppers but not from the admin lists', async () => {
    const id = await addProduct();

    expect((await revise(id, { display: false })).status).toBe(200);

    await shopper.get(`/api/products/getProduct/${id}`).expect(404);
    expect((await shopper.get('/api/products/getProducts/all/all/1').expect(200)).body.totalItemNum).toBe(0);
    expect((await shopper.post('/api/products/getPartProducts', { proids: [id] }).expect(200)).body.products).toEqual([]);
    expect(await adminProduct(id)).toMatchObject({ Display: false });
    const list = await admin.get('/api/products/admin/getProducts/1').expect(200);
    expect(list.body).toMatchObject({ success: true, totalItemNum: 1, products: [{ _id: id, Display: false }] });
  });

  it('keeps the current cover and listing when the form leaves them out', async () => {
    const id = await addProduct();
    expect((await revise(id, { display: false })).status).toBe(200);

    expect((await revise(id, { cover: '', display: undefined, proName: 'Renamed' })).status).toBe(200);

    expect(await adminProduct(id)).toMatchObject({ ProductName: 'Renamed', Cover: images.cover, Display: false });
  });

  it('revises only the product as loaded when the page sends its updatedAt', async () => {
    const id = await addProduct();
    const { updatedAt } = await adminProduct(id);
    expect((await revise(id, { proName: 'First save', updatedAt })).status).toBe(200);

    const stale = await revise(id, { proName: 'Second save', updatedAt });

    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(failure('This product was changed meanwhile, please reload.'));
    expect((await adminProduct(id)).ProductName).toBe('First save');
  });

  describe('while shoppers buy the product', () => {
    let buyer: Shopper;
    beforeAll(async () => {
      buyer = await createShopper(app);
    });

    /** The page loaded with Pink at 5; then a shopper takes 2 of them; then the admin saves `pinkStock`. */
    async function saveAfterASale(pinkStock: number) {
      const id = await addProduct();
      const { updatedAt } = await adminProduct(id);
      const sale = await placeOrder(buyer, { _id: id }, 2);
      const saved = await revise(id, { updatedAt, ...withRow(0, { LeftNum: pinkStock, LoadedLeftNum: 5 }) });
      return { id, sale, saved };
    }

    it('applies a stock edit as a change to the stock the page loaded, so units sold meanwhile are not sold again', async () => {
      const { id, saved } = await saveAfterASale(8);

      expect(saved.status).toBe(200);
      expect(await stockOf(app, id)).toBe(6);
    });

    it('still gives back the units of an order placed before the save when it is canceled', async () => {
      const { id, sale } = await saveAfterASale(8);
      await buyer.client
        .patch(`/api/orders/reviseOrder/${sale.orderId}`, { status: 'Request Cancel', email: buyer.email, cancelReason: 'Oops' })
        .expect(200);

      expect(await stockOf(app, id)).toBe(8);
    });

    it('refuses with 400 a stock edit of an existing sub-type without the stock the page loaded, and keeps the stock sold meanwhile', async () => {
      const id = await addProduct();
      const { updatedAt } = await adminProduct(id);
      await placeOrder(buyer, { _id: id }, 2);
      const saved = await revise(id, { updatedAt, ...withRow(0, { LeftNum: 5, LoadedLeftNum: undefined }) });

      expect(saved.status).toBe(400);
      expect(saved.body).toEqual(
        failure('Sub-type Pink already exists: send its stock as loaded (LoadedLeftNum) with the edit. Please reload and try again.'),
      );
      expect(await stockOf(app, id)).toBe(3);
    });

    it('refuses with 409 a lowering that the units sold meanwhile have used up, and keeps the stock', async () => {
      const { id, saved } = await saveAfterASale(1);

      expect(saved.status).toBe(409);
      expect(saved.body).toEqual(
        failure('Only 3 of Pink are left now: some were sold meanwhile. Please reload and enter the stock again.'),
      );
      expect(await stockOf(app, id)).toBe(3);
    });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await revise(UNKNOWN_ID);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(failure('Product not found'));

    const malformed = await revise('not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(failure('Invalid product id'));
  });

  it.each([
    [{ proName: '' }, 'The product name must not be empty.'],
    [{ cover: 'https://elsewhere.example/new-cover.png' }, 'The cover must be an image uploaded to this shop.'],
    [{ display: 'yes' }, 'display must be true or false.'],
    [{ updatedAt: 'yesterday' }, "updatedAt must be the product's updatedAt as loaded."],
    [{ updatedAt: undefined }, "updatedAt must be the product's updatedAt as loaded."],
    [withRow(1, { SalePrice: -2 }), 'Sub-type 2: the sale price must not be negative.'],
    [withRow(1, { LeftNum: -2 }), 'Sub-type 2: the stock must not be negative.'],
    [withRow(1, { Price: -2 }), 'Sub-type 2: the unit price must not be negative.'],
  ])('refuses %j: %s', async (overrides, message) => {
    const id = await addProduct();

    const response = await revise(id, overrides);

    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(message));
    expect((await adminProduct(id)).ProductName).toBe('Hello Kitty Acrylic Keychain');
  });
});

describe('GET /api/products/admin/getProducts/:page', () => {
  it('lists listed and unlisted products, newest first, 12 a page, with the total', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await insertProducts(
      app,
      Array.from({ length: 14 }, (_, age) => ({ ProductName: `Age ${age}`, Display: age % 2 === 0, createdAt: daysAgo(age) })),
    );

    const first = await admin.get('/api/products/admin/getProducts/1').expect(200);
    const second = await admin.get('/api/products/admin/getProducts/2').expect(200);

    const names = (page: typeof first) => page.body.products.map((product: { ProductName: string }) => product.ProductName);
    expect(names(first)).toEqual(Array.from({ length: 12 }, (_, age) => `Age ${age}`));
    expect(names(second)).toEqual(['Age 12', 'Age 13']);
    expect(first.body).toMatchObject({ success: true, totalItemNum: 14, message: 'Products loaded.' });
  });

  it('refuses a page that is not a positive whole number', async () => {
    const response = await admin.get('/api/products/admin/getProducts/0').expect(400);
    expect(response.body).toEqual(failure('Page must be a whole number from 1 to 100000'));
  });
});

describe('GET /api/products/admin/getProduct/:proid', () => {
  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await admin.get(`/api/products/admin/getProduct/${UNKNOWN_ID}`).expect(404)).body).toEqual(failure('Product not found'));
    expect((await admin.get('/api/products/admin/getProduct/nope').expect(400)).body).toEqual(failure('Invalid product id'));
  });
});
