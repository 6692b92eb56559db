import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  addProductResponseSchema,
  adminProductsPageResponseSchema,
  getAdminProductResponseSchema,
} from '@shop/contracts/products/admin-product';
import { getProductResponseSchema, partProductsResponseSchema, productsPageResponseSchema } from '@shop/contracts/products/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client } from './helpers/accounts.js';
import { roleClients, storeTestImages, testImage } from './helpers/admin.js';
import { expectContract } from './helpers/contract.js';
import { insertProduct } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';

/** The product calls answer exactly what @shop/contracts describes, for shoppers and for the back office. */
describe('product answers and their contract', () => {
  let app: NestExpressApplication;
  let shopper: Client;
  let admin: Client;
  const cover = testImage('contract cover');

  beforeAll(async () => {
    app = await createTestApp();
    ({ customer: shopper, admin } = await roleClients(app));
    await storeTestImages(app, [cover]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the catalogue page, one product and the cart’s part products as the contract says', async () => {
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 12.5, SalePrice: 9.99, LeftNum: 3 }] });
    const id = product._id.toString();

    const page = (await shopper.get('/api/products/getProducts/all/all/1').expect(200)).body;
    expect(page.products.map((entry: { _id: string }) => entry._id)).toContain(id);
    expectContract(productsPageResponseSchema, page);
    expectContract(getProductResponseSchema, (await shopper.get(`/api/products/getProduct/${id}`).expect(200)).body);
    const part = (await shopper.post('/api/products/getPartProducts', { proids: [id] }).expect(200)).body;
    expect(part.products).toHaveLength(1);
    expectContract(partProductsResponseSchema, part);
  });

  it('answers the back office’s add, list and product as the contract says', async () => {
    const added = await admin.post('/api/products/addProduct', {
      proName: 'Contract bunny',
      category: 'Keychains',
      ip: 'Bunny',
      description: 'A soft bunny.',
      cover: cover.url,
      imgSet: [],
      subTypeInfo: [{ Name: 'Pink', Img: cover.url, LeftNum: 2, Price: 12.5 }],
    });
    expect(added.status).toBe(201);
    expectContract(addProductResponseSchema, added.body);

    const list = (await admin.get('/api/products/admin/getProducts/1').expect(200)).body;
    expect(list.products.find((entry: { _id: string }) => entry._id === added.body.proID)).toMatchObject({ LowestStock: 2 });
    expectContract(adminProductsPageResponseSchema, list);
    expectContract(getAdminProductResponseSchema, (await admin.get(`/api/products/admin/getProduct/${added.body.proID}`).expect(200)).body);
  });
});
