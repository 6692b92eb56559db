import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCartResponseSchema } from '@shop/contracts/users/account-cart';
import { clientOf } from './helpers/accounts.js';
import { expectContract } from './helpers/contract.js';
import { insertProduct } from './helpers/factories.js';
import { cartLine, createShopper, type Shopper } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';

describe('GET/PUT /api/users/cart: the cart on every device', () => {
  let app: NestExpressApplication;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp();
    shopper = await createShopper(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const lines = (cart: { proid: string; subType: string; buyNum: number }[]) =>
    cart.map(({ proid, subType, buyNum }) => ({ proid, subType, buyNum }));

  it('keeps the cart a device puts, priced from the catalogue, for any other device of the account', async () => {
    const item = await insertProduct(app, {
      ProductName: 'Kuromi Pouch',
      SubTypeSet: [{ Name: 'Pink', Price: 9.5, SalePrice: 8, LeftNum: 7 }],
    });
    const saved = await shopper.client.put('/api/users/cart', { cart: [{ ...cartLine(item, 2), proprice: 0.01 }] });
    expect(saved.status).toBe(200);
    expectContract(accountCartResponseSchema, saved.body);
    expect(saved.body.cart).toEqual([
      { proid: item._id.toString(), proname: 'Kuromi Pouch', proprice: 8, subType: 'Pink', buyNum: 2, totalPrice: '16.00', maxLeft: 7 },
    ]);
    expect((await shopper.client.get('/api/users/cart')).body).toEqual({ success: true, cart: saved.body.cart, message: 'Cart loaded' });
  });

  it('merges a device’s cart at login: the larger quantity of a sub-type in both, capped by the stock, and the lines of each', async () => {
    const [a, b, c] = await Promise.all([
      insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 5, LeftNum: 4 }] }),
      insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 6, LeftNum: 10 }] }),
      insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 7, LeftNum: 10 }] }),
    ]);
    await shopper.client.put('/api/users/cart', { cart: [cartLine(a, 1), cartLine(b, 3)] });
    const merged = await shopper.client.put('/api/users/cart', { cart: [cartLine(a, 9), cartLine(b, 2), cartLine(c, 1)], merge: true });

    expect(lines(merged.body.cart)).toEqual([
      { proid: a._id.toString(), subType: 'Pink', buyNum: 4 },
      { proid: b._id.toString(), subType: 'Pink', buyNum: 3 },
      { proid: c._id.toString(), subType: 'Pink', buyNum: 1 },
    ]);
    expect(lines((await shopper.client.get('/api/users/cart')).body.cart)).toEqual(lines(merged.body.cart));
  });

  it('empties the account’s cart when a device puts an empty one, and keeps each shopper’s apart', async () => {
    const other = await createShopper(app);
    expect((await other.client.get('/api/users/cart')).body.cart).toEqual([]);
    await shopper.client.put('/api/users/cart', { cart: [] });
    expect((await shopper.client.get('/api/users/cart')).body.cart).toEqual([]);
  });

  it('answers 401 to a visitor and 400 to a malformed cart, changing nothing', async () => {
    expect((await clientOf(app).get('/api/users/cart')).status).toBe(401);
    const refused = await shopper.client.put('/api/users/cart', { cart: [{ proid: 'nope', subType: 'Pink', buyNum: 1 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Each cart line needs a valid product id (proid)');
    expect((await shopper.client.put('/api/users/cart', { cart: [], merge: 'yes' })).body.message).toBe('merge must be true or false');
  });
});
