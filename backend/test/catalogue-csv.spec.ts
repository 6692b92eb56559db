import type { NestExpressApplication } from '@nestjs/platform-express';
import { parse } from 'csv-parse/sync';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Client, SHOP_ORIGIN } from './helpers/accounts.js';
import { roleClients, type RoleClients, storeTestImages, testImage } from './helpers/admin.js';
import { catalogueChanged, productModel } from './helpers/factories.js';
import { insertOrders, orderLine } from './helpers/order-factory.js';
import { orderModel } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';
import { searchFilter } from '@shop/contracts/catalogue/catalogue-filter';

let app: NestExpressApplication;
let clients: RoleClients;
const cover = testImage('csv cover');
const otherCover = testImage('csv other cover');
const HEADER = 'handle,name,category,ip,description,cover,subtype,price,sale_price,stock,listed';

beforeAll(async () => {
  app = await createTestApp();
  clients = await roleClients(app);
  await storeTestImages(app, [cover, otherCover]);
});

afterAll(async () => {
  await closeStarted(app);
});

beforeEach(async () => {
  await productModel(app).deleteMany({});
  await catalogueChanged(app);
});

const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';
const kittyRows = (price = '7.99') => [
  `kitty-keychain,Hello Kitty Keychain,"Keychains, Acrylic",Sanrio,"A charm, for your bag",${cover.url},Pink,${price},,5,true`,
  `kitty-keychain,Hello Kitty Keychain,"Keychains, Acrylic",Sanrio,"A charm, for your bag",${cover.url},Sky,8.50,7.00,0,true`,
];
const mugRow = `melody-mug,My Melody Mug,Mugs,"My Melody, Sanrio",,${cover.url},default,12,,3,false`;

function importFile(client: Client, text: string, field = 'file') {
  return client.agent
    .post('/api/products/import')
    .set('X-Requested-With', 'XMLHttpRequest')
    .set('Origin', SHOP_ORIGIN)
    .attach(field, Buffer.from(text), { filename: 'products.csv', contentType: 'text/csv' });
}

const storedProducts = () =>
  productModel(app)
    .find({}, { _id: 0, ProductName: 1, Category: 1, IP: 1, Description: 1, Cover: 1, Display: 1, Handle: 1, SubTypeSet: 1 })
    .sort({ Handle: 1 })
    .lean();

describe('POST /api/products/import', () => {
  it('creates one product per handle with its rows as sub-types', async () => {
    const response = await importFile(clients.admin, csv(...kittyRows(), mugRow));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, created: 2, updated: 0, refused: [], message: 'Products imported.' });
    expect(await storedProducts()).toEqual([
      {
        Handle: 'kitty-keychain',
        ProductName: 'Hello Kitty Keychain',
        Category: ['Keychains', 'Acrylic'],
        IP: ['Sanrio'],
        Description: 'A charm, for your bag',
        Cover: cover.url,
        Display: true,
        SubTypeSet: [
          { Name: 'Pink', Img: cover.url, Price: 7.99, SalePrice: null, LeftNum: 5, HeldBy: [] },
          { Name: 'Sky', Img: cover.url, Price: 8.5, SalePrice: 7, LeftNum: 0, HeldBy: [] },
        ],
      },
      expect.objectContaining({ Handle: 'melody-mug', IP: ['My Melody', 'Sanrio'], Display: false, Description: '' }),
    ]);
  });

  it('stores an imported product with every field a product added in the form has', async () => {
    const formMade = await clients.admin.post('/api/products/addProduct', {
      proName: 'Form Product',
      cover: cover.url,
      subTypeInfo: [{ Name: 'One', Img: cover.url, Price: 5, SalePrice: null, LeftNum: 1 }],
    });
    await importFile(clients.admin, csv(mugRow)).expect(200);

    const raw = productModel(app).collection;
    const [formFields, importedFields] = await Promise.all([
      raw.findOne({ _id: new Types.ObjectId(formMade.body.proID as string) }),
      raw.findOne({ Handle: 'melody-mug' }),
    ]);
    expect(Object.keys(importedFields!).sort()).toEqual([...Object.keys(formFields!), 'Handle'].filter((key) => key !== '__v').sort());
    expect(Object.keys(importedFields!.SubTypeSet[0]).sort()).toEqual(Object.keys(formFields!.SubTypeSet[0]).sort());
  });

  it('refuses the bad rows with the product form messages and writes none of their products', async () => {
    const response = await importFile(
      clients.admin,
      csv(
        ...kittyRows('abc'),
        mugRow,
        `,No Handle,,,,${cover.url},One,1,,1,true`,
        `bad-sale,Sale Above Price,,,,${cover.url},One,5,6,1,true`,
        `bad-cover,Hot-linked,,,,https://example.com/a.png,One,5,,1,true`,
        `missing-cover,Missing Image,,,,/api/images/${'0'.repeat(64)},One,5,,1,true`,
        `bad-listing,Maybe Listed,,,,${cover.url},One,5,,1,maybe`,
        `twice,Repeated,,,,${cover.url},One,5,,1,true`,
        `twice,Repeated,,,,${cover.url},One,6,,-1,true`,
      ),
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, created: 1, updated: 0 });
    expect(response.body.refused.map(({ row, message }: { row: number; message: string }) => ({ row, message }))).toEqual([
      { row: 2, message: 'Sub-type 1: the unit price must be a number.' },
      { row: 5, message: 'The handle must not be empty.' },
      { row: 6, message: 'Sub-type 1: the sale price must not be above the unit price.' },
      { row: 7, message: 'The cover must be an image uploaded to this shop.' },
      { row: 8, message: "An image is not in the shop's image store; upload it again." },
      { row: 9, message: 'listed must be true or false.' },
      { row: 10, message: 'Sub-type 2: another sub-type is already named "One".' },
      { row: 11, message: 'Sub-type 2: the stock must not be negative.' },
    ]);
    expect(response.body.refused[0].messageKeys).toEqual([{ key: 'subType.priceNotNumber', params: { row: 1 } }]);
    expect((await storedProducts()).map((product) => product.Handle)).toEqual(['melody-mug']);
  });

  it('updates products by handle, and a second import of the same file changes nothing', async () => {
    await importFile(clients.admin, csv(...kittyRows(), mugRow)).expect(200);
    const firstSave = await productModel(app).findOne({ Handle: 'kitty-keychain' }).lean();

    const changed = await importFile(clients.admin, csv(...kittyRows('6.50'), mugRow));
    const again = await importFile(clients.admin, csv(...kittyRows('6.50'), mugRow));

    expect(changed.body).toMatchObject({ created: 0, updated: 1, refused: [] });
    expect(again.body).toMatchObject({ created: 0, updated: 0, refused: [] });
    const saved = await productModel(app).findOne({ Handle: 'kitty-keychain' }).lean();
    expect(saved?._id).toEqual(firstSave?._id);
    expect(saved?.SubTypeSet.map((row) => row.Price)).toEqual([6.5, 8.5]);
    expect(await productModel(app).countDocuments()).toBe(2);
  });

  it('refuses a file without the documented columns, or without a file, changing nothing', async () => {
    const wrongColumns = await importFile(clients.admin, 'handle,name\nx,y\n');
    const noFile = await importFile(clients.admin, csv(mugRow), 'upload');
    const unclosedQuote = await importFile(clients.admin, csv(mugRow, 'x,"never closed'));

    expect(wrongColumns.status).toBe(400);
    expect(wrongColumns.body.message).toBe(
      'The first row must name the columns handle, name, category, ip, description, cover, subtype, price, sale_price, stock, listed.',
    );
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Choose a CSV file to import (multipart field file).');
    expect(unclosedQuote.status).toBe(400);
    expect(unclosedQuote.body.message).toBe('The file is not a readable CSV (row 3).');
    expect(await productModel(app).countDocuments()).toBe(0);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    expect((await importFile(clients.anonymous, csv(mugRow))).status).toBe(401);
    expect((await importFile(clients.customer, csv(mugRow))).status).toBe(403);
    expect(await productModel(app).countDocuments()).toBe(0);
  });

  it('makes the imported products visible to shoppers and their search at once', async () => {
    const before = await clients.anonymous.get('/api/products/getProducts/all/all/1').expect(200);
    await importFile(clients.admin, csv(...kittyRows(), mugRow)).expect(200);

    const after = await clients.anonymous.get('/api/products/getProducts/all/all/1').expect(200);
    const search = await clients.anonymous
      .get(`/api/products/getProducts/all/${encodeURIComponent(searchFilter('keychain'))}/1`)
      .expect(200);
    expect(before.body.totalItemNum).toBe(0);
    expect(after.body.products.map((product: { ProductName: string }) => product.ProductName)).toEqual(['Hello Kitty Keychain']);
    expect(search.body.products.map((product: { ProductName: string }) => product.ProductName)).toEqual(['Hello Kitty Keychain']);
  });
});

describe('GET /api/products/export', () => {
  it('gives the whole catalogue in the import format, which imports back unchanged', async () => {
    const formMade = await clients.admin.post('/api/products/addProduct', {
      proName: 'Cinnamoroll Plush',
      category: 'Plush',
      ip: 'Cinnamoroll',
      description: 'Soft,\n"fluffy" and blue',
      cover: otherCover.url,
      subTypeInfo: [{ Name: 'Small', Img: cover.url, Price: 15, SalePrice: 12.5, LeftNum: 4 }],
    });
    expect(formMade.status).toBe(201);
    await importFile(clients.admin, csv(...kittyRows(), mugRow)).expect(200);
    const before = await storedProducts();

    const exported = await clients.admin.get('/api/products/export');
    const reimported = await importFile(clients.admin, exported.text);

    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse<Record<string, string>>(exported.text, { columns: true });
    expect(rows.map((row) => [row.handle, row.subtype, row.price, row.sale_price, row.stock, row.listed])).toEqual([
      [formMade.body.proID, 'Small', '15', '12.5', '4', 'true'],
      ['kitty-keychain', 'Pink', '7.99', '', '5', 'true'],
      ['kitty-keychain', 'Sky', '8.5', '7', '0', 'true'],
      ['melody-mug', 'default', '12', '', '3', 'false'],
    ]);
    expect(rows[0].description).toBe('Soft,\n"fluffy" and blue');
    expect(reimported.body).toMatchObject({ created: 0, updated: 0, refused: [] });
    expect(await storedProducts()).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await clients.anonymous.get('/api/products/export')).status).toBe(401);
    expect((await clients.customer.get('/api/products/export')).status).toBe(403);
  });
});

describe('GET /api/orders/export', () => {
  beforeEach(async () => {
    await orderModel(app).deleteMany({});
  });

  it('gives one row per line item of the orders created in the days and status asked for', async () => {
    const kitty = orderLine(new Types.ObjectId(), 'Kitty Charm', 7.99, 2);
    const mug = orderLine(new Types.ObjectId(), 'Melody Mug', 12, 1);
    const [inRange] = await insertOrders(app, [
      { CreateDate: new Date('2026-11-10T23:59:00Z'), Status: 'Paid', IfPaid: true, BuyItem: [kitty, mug] },
      { CreateDate: new Date('2026-11-11T00:00:00Z'), Status: 'Paid', IfPaid: true },
      { CreateDate: new Date('2026-11-10T10:00:00Z'), Status: 'Paying' },
      { CreateDate: new Date('2026-11-08T10:00:00Z'), Status: 'Paid', IfPaid: true },
    ]);

    const response = await clients.admin.get('/api/orders/export?from=2026-11-09&to=2026-11-10&status=Paid');

    expect(response.status).toBe(200);
    expect(parse(response.text, { columns: true })).toEqual([
      expect.objectContaining({
        order_id: inRange._id.toString(),
        status: 'Paid',
        email: 'mia@example.com',
        product: 'Kitty Charm',
        unit_price: '7.99',
        quantity: '2',
        line_total: '15.98',
        order_total: '27.98',
        paid: 'true',
      }),
      expect.objectContaining({
        order_id: inRange._id.toString(),
        product: 'Melody Mug',
        unit_price: '12.00',
        quantity: '1',
        line_total: '12.00',
      }),
    ]);
  });

  it('refuses a date that is not one, and is for admins only', async () => {
    const badDate = await clients.admin.get('/api/orders/export?from=yesterday');

    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toBe('from must be a date such as 2026-01-31.');
    expect((await clients.anonymous.get('/api/orders/export')).status).toBe(401);
    expect((await clients.customer.get('/api/orders/export')).status).toBe(403);
  });
});
