import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged, insertProducts, productModel } from './helpers/factories.js';
import { insertOrders } from './helpers/order-factory.js';
import { createShopper, orderModel, type Shopper } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const failure = (message: string) => expect.objectContaining({ success: false, message });
const day = (n: number) => new Date(Date.UTC(2026, 9, n, 12));

let app: NestExpressApplication;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  app = await createTestApp();
  [admin, shopper] = await Promise.all([createShopper(app, 'admin'), createShopper(app)]);
});

afterAll(async () => {
  await closeStarted(app);
});

describe('GET /api/orders/getAllOrders/:page with filters', () => {
  const list = async (query: string, page = 1) => (await admin.client.get(`/api/orders/getAllOrders/${page}${query}`).expect(200)).body;
  const ids = (body: { orders: { _id: string }[] }) => body.orders.map((order) => order._id);
  let orders: Awaited<ReturnType<typeof insertOrders>>;

  beforeAll(async () => {
    await orderModel(app).deleteMany({});
    orders = await insertOrders(app, [
      { CreateDate: day(1), Status: 'Paid', Email: 'ann@example.com', UserName: 'Ann Lee', TotalPrice: 10.1 },
      { CreateDate: day(2), Status: 'Paid', Email: 'bob@example.com', UserName: 'Bob Stone', TotalPrice: 20.2 },
      { CreateDate: day(3), Status: 'Shipped', Email: 'ann@example.com', UserName: 'Ann Lee', TotalPrice: 0.3 },
      { CreateDate: day(4), Status: 'Request Cancel', Email: 'cleo@example.com', UserName: 'Cleo Annandale', TotalPrice: 5 },
      { CreateDate: day(5), Status: 'Placing' as never, Email: 'ann@example.com', UserName: 'Ann Lee', TotalPrice: 99 },
    ]);
  });

  it('lists every placed order newest first with their count and summed value, to the cent', async () => {
    const body = await list('');
    expect(ids(body)).toEqual([orders[3], orders[2], orders[1], orders[0]].map((order) => order._id.toString()));
    expect(body).toMatchObject({ success: true, totalItemNum: 4, totalValue: 35.6, message: 'Orders loaded.' });
  });

  it('lists oldest first when asked', async () => {
    expect(ids(await list('?sort=oldest'))).toEqual([orders[0], orders[1], orders[2], orders[3]].map((order) => order._id.toString()));
  });

  it('narrows the list, its count and its value to one status', async () => {
    const body = await list('?status=Paid');
    expect(ids(body)).toEqual([orders[1]._id.toString(), orders[0]._id.toString()]);
    expect(body).toMatchObject({ totalItemNum: 2, totalValue: 30.3 });
    expect(await list('?status=Request%20Cancel')).toMatchObject({ totalItemNum: 1, totalValue: 5 });
    expect(await list('?status=Delivered')).toMatchObject({ orders: [], totalItemNum: 0, totalValue: 0 });
  });

  it('finds an order by its id', async () => {
    const body = await list(`?q=${String(orders[2]._id)}`);
    expect(ids(body)).toEqual([orders[2]._id.toString()]);
    expect(body.totalItemNum).toBe(1);
  });

  it('finds orders by the start of an e-mail in any case, and by part of the recipient in any case', async () => {
    expect(ids(await list('?q=ANN@EX'))).toEqual([orders[2]._id.toString(), orders[0]._id.toString()]);
    // "ann" is part of both Ann Lee and Cleo Annandale; the order being placed is never listed.
    expect(await list('?q=%20ann%20')).toMatchObject({ totalItemNum: 3, totalValue: 15.4 });
    expect(ids(await list('?q=ann&status=Shipped&sort=oldest'))).toEqual([orders[2]._id.toString()]);
    expect(await list('?q=(a%2B)%2B%24')).toMatchObject({ orders: [], totalItemNum: 0 });
  });

  it('pages a filtered list and keeps its totals on a page past the end', async () => {
    expect(await list('?status=Paid', 2)).toMatchObject({ orders: [], totalItemNum: 2, totalValue: 30.3 });
  });

  it('refuses an unknown status, sort or parameter, and a search that is too long', async () => {
    const refused = async (query: string) => (await admin.client.get(`/api/orders/getAllOrders/1${query}`).expect(400)).body;
    expect(await refused('?status=Lost')).toEqual(
      failure('status must be one of: Paying, Paid, Shipped, Delivered, Canceled, Request Cancel, Deny.'),
    );
    expect(await refused('?status=Paid&status=Shipped')).toEqual(
      failure('status must be one of: Paying, Paid, Shipped, Delivered, Canceled, Request Cancel, Deny.'),
    );
    expect(await refused('?sort=price')).toEqual(failure('sort must be newest or oldest.'));
    expect(await refused(`?q=${'x'.repeat(101)}`)).toEqual(failure('q must be at most 100 characters.'));
    expect(await refused('?q=a&q=b')).toEqual(failure('q must be one piece of text.'));
    expect((await refused('?colour=pink')).message).toBe('property colour should not exist');
  });

  it('is for admins only', async () => {
    await shopper.client.get('/api/orders/getAllOrders/1?status=Paid').expect(403);
  });
});

describe('GET /api/products/admin/getProducts/:page with filters', () => {
  const list = async (query: string) => (await admin.client.get(`/api/products/admin/getProducts/1${query}`).expect(200)).body;
  const names = (body: { products: { ProductName: string }[] }) => body.products.map((product) => product.ProductName);

  beforeAll(async () => {
    await productModel(app).deleteMany({});
    await catalogueChanged(app);
    await insertProducts(app, [
      {
        ProductName: 'Kitty Keychain',
        createdAt: day(1),
        SubTypeSet: [
          { Name: 'Pink', LeftNum: 40 },
          { Name: 'Blue', LeftNum: 3 },
        ],
      },
      // Only the cover marker is low: the product is not.
      {
        ProductName: 'Melody Sticker',
        createdAt: day(2),
        SubTypeSet: [
          { Name: 'cover', LeftNum: 0 },
          { Name: 'Sheet', LeftNum: 12 },
        ],
      },
      {
        ProductName: 'Kuromi Phone Case',
        createdAt: day(3),
        Display: false,
        SubTypeSet: [
          { Name: 'a default choice', LeftNum: 1 },
          { Name: 'Black', LeftNum: 5 },
        ],
      },
      { ProductName: 'Pochacco Charm', createdAt: day(4), SubTypeSet: [{ Name: 'cover', LeftNum: 0 }] },
    ]);
  });

  it('shows each product with the stock of its scarcest sub-type for sale, markers left out', async () => {
    const body = await list('');
    expect(names(body)).toEqual(['Pochacco Charm', 'Kuromi Phone Case', 'Melody Sticker', 'Kitty Keychain']);
    expect(body.products.map((product: { LowestStock: number | null }) => product.LowestStock)).toEqual([null, 5, 12, 3]);
    expect(body).toMatchObject({ success: true, totalItemNum: 4, message: 'Products loaded.' });
  });

  it('searches names in any case', async () => {
    expect(names(await list('?q=KU'))).toEqual(['Kuromi Phone Case']);
    expect(names(await list('?q=kitty%20KEY'))).toEqual(['Kitty Keychain']);
  });

  it('lists the products with a sub-type for sale at 5 or fewer', async () => {
    const body = await list('?stock=low');
    expect(names(body)).toEqual(['Kuromi Phone Case', 'Kitty Keychain']);
    expect(body.totalItemNum).toBe(2);
  });

  it('lists listed or unlisted products, combined with the other filters', async () => {
    expect(names(await list('?listing=unlisted'))).toEqual(['Kuromi Phone Case']);
    expect(names(await list('?listing=listed&stock=low'))).toEqual(['Kitty Keychain']);
    expect(names(await list('?listing=listed&q=charm'))).toEqual(['Pochacco Charm']);
  });

  it('refuses an unknown stock or listing filter', async () => {
    const refused = async (query: string) => (await admin.client.get(`/api/products/admin/getProducts/1${query}`).expect(400)).body;
    expect(await refused('?stock=none')).toEqual(failure('stock must be low.'));
    expect(await refused('?listing=hidden')).toEqual(failure('listing must be listed or unlisted.'));
    expect(await refused(`?q=${'x'.repeat(101)}`)).toEqual(failure('q must be at most 100 characters.'));
  });

  it('declares the indexes that serve the lists', async () => {
    expect((await productModel(app).collection.indexes()).map((index) => index.key)).toEqual(
      expect.arrayContaining([{ createdAt: -1, _id: -1 }, { Display: 1, createdAt: -1, _id: -1 }, { 'SubTypeSet.LeftNum': 1 }]),
    );
    expect((await orderModel(app).collection.indexes()).map((index) => index.key)).toEqual(
      expect.arrayContaining([
        { CreateDate: -1, _id: -1 },
        { Status: 1, CreateDate: -1, _id: -1 },
        { Email: 1, CreateDate: -1, _id: -1 },
      ]),
    );
  });
});
