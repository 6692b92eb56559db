import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, DemoAccountsService } from '../src/demo/demo-accounts.service.js';
import { createAccountsTestApp, database, loggedInClient } from './helpers/accounts.js';
import { closeStarted } from './helpers/teardown.js';

describe('demo accounts', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app } = await createAccountsTestApp({ DEMO_DATA: 'true' }));
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('seeds a shopper with an address and three favourite products', async () => {
    const shopper = await loggedInClient(app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const { user } = (await shopper.get('/api/users/getUser').expect(200)).body;
    expect(user).toMatchObject({ Email: DEMO_SHOPPER.email, UserName: 'Demo Shopper', Phone: '555-010-2030' });
    expect(user.Location).not.toBe('');
    expect(user.Fav).toHaveLength(3);
    for (const productId of user.Fav) {
      await shopper.get(`/api/products/getProduct/${productId}`).expect(200);
    }
    expect((await shopper.get('/api/users/checkAdmin')).status).toBe(403);
  });

  it('seeds an admin', async () => {
    const admin = await loggedInClient(app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await admin.get('/api/users/checkAdmin')).status).toBe(200);
  });

  it('names both logins on one line for the start-up log', async () => {
    const line = await app.get(DemoAccountsService).announcement();
    expect(line).toBe('Demo accounts — shopper: shopper@demo.shop / shopper123   admin: admin@demo.shop / admin1234');
  });

  it('seeds nothing once there are users', async () => {
    await app.get(DemoAccountsService).seedIfNoUsers();
    expect(await database(app).collection('users').countDocuments({})).toBe(2);
  });
});

describe('without demo data', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app } = await createAccountsTestApp({ DEMO_DATA: 'false' }));
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('has no accounts and announces none', async () => {
    expect(await database(app).collection('users').countDocuments({})).toBe(0);
    expect(await app.get(DemoAccountsService).announcement()).toBeUndefined();
  });
});
