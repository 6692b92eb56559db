import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, type Client } from './helpers/accounts.js';
import { roleClients, storeTestImages, testImage } from './helpers/admin.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
let admin: Client;
const cover = testImage('cover');
const pink = testImage('pink');

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await roleClients(app));
  await storeTestImages(app, [cover, pink]);
});

afterAll(async () => {
  await closeStarted(app);
});

const subType = (changes: Record<string, unknown> = {}) => ({
  Name: 'Pink',
  Img: pink.url,
  LeftNum: 5,
  Price: 7.99,
  SalePrice: null,
  ...changes,
});
const productForm = (changes: Record<string, unknown> = {}) => ({
  proName: 'Kuromi Charm',
  cover: cover.url,
  subTypeInfo: [subType()],
  ...changes,
});

describe('admin answers name the catalogue messages they were written from', () => {
  it('keeps the English message of a refusal and adds its key with the values it interpolates', async () => {
    const response = await admin.post(
      '/api/products/addProduct',
      productForm({ subTypeInfo: [subType(), subType({ Name: 'Blue', Price: -1 })] }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'Sub-type 2: the unit price must not be negative.',
      messageKeys: [{ key: 'subType.priceNegative', params: { row: 2 } }],
      requestId: expect.any(String),
    });
  });

  it('gives one key per message when several fields are refused at once, in the order of the message', async () => {
    const response = await admin.post('/api/products/addProduct', productForm({ proName: '', cover: '' }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('A cover image is required.; The product name must not be empty.');
    expect(response.body.messageKeys).toEqual([{ key: 'product.coverRequired' }, { key: 'product.nameRequired' }]);
  });

  it("answers the product and welcome board forms' missing cover each with its own key, in the same English", async () => {
    const product = await admin.post('/api/products/addProduct', productForm({ cover: '' }));
    const board = await admin.post('/api/welcomeBoards/addWelcomeBoard', { title: 'Spring', description: 'New season' });
    expect([product.status, board.status]).toEqual([400, 400]);
    expect(product.body).toMatchObject({
      success: false,
      message: 'A cover image is required.',
      messageKeys: [{ key: 'product.coverRequired' }],
    });
    expect(board.body).toMatchObject({
      success: false,
      message: 'A cover image is required.',
      messageKeys: [{ key: 'board.coverRequired' }],
    });
  });

  it('answers a refusal a service throws with its English message and its key', async () => {
    const added = await admin.post('/api/products/addProduct', productForm({ proName: 'Melody Charm' }));
    const revision = { ...productForm({ proName: 'Melody Charm' }), proID: added.body.proID, updatedAt: new Date(0).toISOString() };
    const response = await admin.patch('/api/products/reviseProduct', revision);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      success: false,
      message: 'This product was changed meanwhile, please reload.',
      messageKeys: [{ key: 'product.changedMeanwhile' }],
      requestId: expect.any(String),
    });
  });

  it('passes user text through as a value, dollar signs included, without the validator rewriting it', async () => {
    const response = await admin.post(
      '/api/products/addProduct',
      productForm({ subTypeInfo: [subType({ Name: '$value' }), subType({ Name: '$value' })] }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Sub-type 2: another sub-type is already named "$value".');
    expect(response.body.messageKeys).toEqual([{ key: 'subType.nameRepeated', params: { row: 2, name: '$value' } }]);
  });

  it('adds the key to a success message', async () => {
    const response = await admin.post('/api/products/addProduct', productForm());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Product added.', messageKeys: [{ key: 'product.added' }] });
  });

  it('leaves messages from outside the admin catalogue as they are', async () => {
    const visitor = clientOf(app);
    const response = await visitor.get('/api/users/checkAdmin');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: expect.any(String), requestId: expect.any(String) });
    expect(response.body.message).not.toContain('\u0002');
    expect(response.body.message).not.toContain('\u0003');
  });
});
