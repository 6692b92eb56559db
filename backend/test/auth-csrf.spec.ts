import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestAppPerSuite, database, loggedInClient, registerNewShopper, SHOP_ORIGIN, type Client } from './helpers/accounts.js';
import { messageResponseSchema } from '@shop/contracts/message-response';
import { expectContract } from './helpers/contract.js';

const MISSING_HEADER = { success: false, requestId: expect.any(String), message: 'Missing X-Requested-With header' };
const CROSS_SITE = { success: false, requestId: expect.any(String), message: 'Cross-site requests are not allowed.' };
const ADDRESS = { location: '1 Main St, Springfield, IL 62701', recipient: 'Mia Chen', phone: '555-123-4567' };

describe('CSRF protection', () => {
  const accounts = accountsTestAppPerSuite();
  let email: string;
  let shopper: Client;

  beforeAll(async () => {
    email = await registerNewShopper(accounts);
    shopper = await loggedInClient(accounts.app, email);
  });

  const storedLocation = async () => (await database(accounts.app).collection('users').findOne({ Email: email }))!.Location;
  const reviseLocation = () => shopper.agent.patch('/api/users/reviseLocation').send(ADDRESS);

  it('refuses a state-changing request without X-Requested-With, changing nothing', async () => {
    const response = await reviseLocation().set('Origin', SHOP_ORIGIN);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(MISSING_HEADER);
    expect(await storedLocation()).toBe('');
  });

  it('refuses a login form posted from anywhere without the header', async () => {
    const response = await shopper.agent.post('/api/users/login').type('form').send({ email, password: 'secret1' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(MISSING_HEADER);
  });

  it('refuses a request from a foreign Origin even with the header', async () => {
    const response = await reviseLocation().set('X-Requested-With', 'XMLHttpRequest').set('Origin', 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CROSS_SITE);
    expect(await storedLocation()).toBe('');
  });

  it('refuses a foreign Referer when there is no Origin', async () => {
    const response = await reviseLocation().set('X-Requested-With', 'XMLHttpRequest').set('Referer', 'https://evil.example/win-a-prize');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CROSS_SITE);
  });

  it('lets a same-origin request with the header through', async () => {
    const response = await reviseLocation().set('X-Requested-With', 'XMLHttpRequest').set('Referer', `${SHOP_ORIGIN}/profile`);
    expect(response.status).toBe(200);
    expect(await storedLocation()).toBe(ADDRESS.location);
  });

  it('leaves reads alone', async () => {
    expect((await shopper.agent.get('/api/users/checkAuth')).status).toBe(200);
  });

  it('leaves the payment webhook to its own signature check', async () => {
    const response = await shopper.agent.post('/api/payments/webhook').set('Origin', 'https://payments.example').send({});
    expect(response.status).not.toBe(403);
  });
});

describe('the shop opened at another local address, without PUBLIC_URL', () => {
  const accounts = accountsTestAppPerSuite();
  let email: string;

  beforeAll(async () => {
    email = await registerNewShopper(accounts);
  });

  /** A login from the page the browser opened at `address`: Host and Origin both name it. */
  const loginOpenedAt = (address: string, origin = `http://${address}`) =>
    request(accounts.app.getHttpServer())
      .post('/api/users/login')
      .set('Host', address)
      .set('Origin', origin)
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email, password: 'secret1' });

  it.each(['127.0.0.1:3000', '[::1]:3000', 'localhost:3000'])('logs in from http://%s', async (address) => {
    const response = await loginOpenedAt(address);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged in successfully.' });
    expectContract(messageResponseSchema, response.body);
  });

  it('still refuses a page of another origin', async () => {
    const response = await loginOpenedAt('127.0.0.1:3000', 'http://127.0.0.1:8080');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CROSS_SITE);
  });
});

describe('a shop with PUBLIC_URL', () => {
  const accounts = accountsTestAppPerSuite({ PUBLIC_URL: 'https://shop.example.com' });

  it('refuses every origin but its own, even the address the request came to', async () => {
    const response = await request(accounts.app.getHttpServer())
      .post('/api/users/login')
      .set('Host', '127.0.0.1:3000')
      .set('Origin', 'http://127.0.0.1:3000')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ email: 'mia@example.com', password: 'secret1' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CROSS_SITE);
  });
});
