import { beforeAll, describe, expect, it } from 'vitest';
import { accountsTestAppPerSuite, database, loggedInClient, registerNewShopper, SHOP_ORIGIN, type Client } from './helpers/accounts.js';

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
