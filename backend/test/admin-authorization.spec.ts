import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from './helpers/accounts.js';
import { type RoleClients, roleClients, uploadImage } from './helpers/admin.js';
import { UNKNOWN_ID } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

interface AdminCall {
  name: string;
  send: (client: Client) => PromiseLike<{ status: number; body: unknown }>;
  /** What an admin gets for this call as written here: data, or a validation refusal. */
  adminStatus: number;
}

/** Every admin call of the API, each sent with a body an admin would get an answer for. */
const ADMIN_CALLS: AdminCall[] = [
  { name: 'POST /api/products/addProduct', send: (client) => client.post('/api/products/addProduct', {}), adminStatus: 400 },
  { name: 'PATCH /api/products/reviseProduct', send: (client) => client.patch('/api/products/reviseProduct', {}), adminStatus: 400 },
  {
    name: 'GET /api/products/admin/getProducts/:page',
    send: (client) => client.get('/api/products/admin/getProducts/1'),
    adminStatus: 200,
  },
  {
    name: 'GET /api/products/admin/getProduct/:proid',
    send: (client) => client.get(`/api/products/admin/getProduct/${UNKNOWN_ID}`),
    adminStatus: 404,
  },
  {
    name: 'POST /api/welcomeBoards/addWelcomeBoard',
    send: (client) => client.post('/api/welcomeBoards/addWelcomeBoard', {}),
    adminStatus: 400,
  },
  {
    name: 'PATCH /api/welcomeBoards/reviseWelcomeBoard',
    send: (client) => client.patch('/api/welcomeBoards/reviseWelcomeBoard', {}),
    adminStatus: 400,
  },
  {
    name: 'GET /api/welcomeBoards/admin/getWelcomeBoards/:page',
    send: (client) => client.get('/api/welcomeBoards/admin/getWelcomeBoards/1'),
    adminStatus: 200,
  },
  {
    name: 'GET /api/welcomeBoards/admin/getWelcomeBoard/:activityid',
    send: (client) => client.get(`/api/welcomeBoards/admin/getWelcomeBoard/${UNKNOWN_ID}`),
    adminStatus: 404,
  },
  { name: 'GET /api/orders/getAllOrders/:page', send: (client) => client.get('/api/orders/getAllOrders/1'), adminStatus: 200 },
  {
    name: 'PATCH /api/orders/reviseOrder/:orderId (an admin revision: Shipped)',
    send: (client) => client.patch(`/api/orders/reviseOrder/${UNKNOWN_ID}`, { status: 'Shipped' }),
    adminStatus: 400,
  },
  {
    name: 'PATCH /api/orders/reviseOrder/:orderId (an admin revision: a note)',
    send: (client) => client.patch(`/api/orders/reviseOrder/${UNKNOWN_ID}`, { note: 'Call first' }),
    adminStatus: 404,
  },
  {
    name: 'POST /api/external/proxy/image',
    send: (client) => uploadImage(client, Buffer.from('not an image'), 'note.txt', 'text/plain'),
    adminStatus: 400,
  },
];

let app: NestExpressApplication;
let clients: RoleClients;

beforeAll(async () => {
  app = await createTestApp();
  clients = await roleClients(app);
});

afterAll(async () => {
  await closeStarted(app);
});

describe.each(ADMIN_CALLS)('$name', ({ send, adminStatus }) => {
  it('answers 401 to a visitor', async () => {
    const response = await send(clients.anonymous);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Please log in first.' });
  });

  it('answers 403 to a customer', async () => {
    const response = await send(clients.customer);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Only admins can do this.' });
  });

  it(`answers ${adminStatus} to an admin`, async () => {
    const response = await send(clients.admin);
    expect(response.status).toBe(adminStatus);
  });
});
