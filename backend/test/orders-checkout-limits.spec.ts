import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_LIMITS, CHECKOUTS_PER_ACCOUNT } from '../src/config/limits.js';
import { TOO_MANY_CHECKOUTS, TOO_MANY_UNPAID_ORDERS, tooManyHeldOfSubType, tooManyHeldUnits } from '../src/orders/checkout-limits.js';
import { insertProduct } from './helpers/factories.js';
import { clockPinnedInsideOneWindow } from './helpers/pinned-clock.js';
import { cartLine, checkoutBody, createShopper, orderModel, type Shopper, stockOf } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';

const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });
const STOCK = { Pink: 50, Blue: 50, Mint: 50 };
const productWithStock = (app: NestExpressApplication) =>
  insertProduct(app, { SubTypeSet: Object.entries(STOCK).map(([Name, LeftNum]) => ({ Name, Price: 5, LeftNum })) });

// The checkout rate counts per fixed window: pinned, a slow run cannot straddle two.
clockPinnedInsideOneWindow();

describe('what one shopper can hold', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ CHECKOUT_HOLD_LIMITS: 'on' });
  });
  afterAll(async () => {
    await app.close();
  });

  const checkout = (shopper: Shopper, cart: object[]) => shopper.client.post('/api/orders/create-checkout-session', checkoutBody(cart));
  const unpaidOrdersOf = (shopper: Shopper) => orderModel(app).countDocuments({ OwnerId: shopper.userId });

  it("refuses a hoarding shopper's third unpaid checkout, and the stock stays for others", async () => {
    const [hoarder, other] = await Promise.all([createShopper(app), createShopper(app)]);
    const product = await productWithStock(app);
    for (let order = 0; order < CHECKOUT_HOLD_LIMITS.unpaidOrders; order += 1) {
      expect((await checkout(hoarder, [cartLine(product, 5)])).status).toBe(201);
    }
    const third = await checkout(hoarder, [cartLine(product, 5)]);
    expect(third.status).toBe(409);
    expect(third.body).toEqual(failure(TOO_MANY_UNPAID_ORDERS));
    expect(await stockOf(app, product._id)).toBe(STOCK.Pink - 10);
    expect(await unpaidOrdersOf(hoarder)).toBe(CHECKOUT_HOLD_LIMITS.unpaidOrders);
    expect((await checkout(other, [cartLine(product, 5)])).status).toBe(201);
  });

  it('refuses a checkout over the cap of one sub-type, taking nothing', async () => {
    const [hoarder, other] = await Promise.all([createShopper(app), createShopper(app)]);
    const product = await productWithStock(app);
    const over = CHECKOUT_HOLD_LIMITS.heldUnitsPerSubType + 1;
    const response = await checkout(hoarder, [cartLine(product, over)]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual(failure(tooManyHeldOfSubType(over)));
    expect(await stockOf(app, product._id)).toBe(STOCK.Pink);
    expect(await unpaidOrdersOf(hoarder)).toBe(0);
    expect((await checkout(other, [cartLine(product, CHECKOUT_HOLD_LIMITS.heldUnitsPerSubType)])).status).toBe(201);
  });

  it("counts the units of all the shopper's unpaid orders together", async () => {
    const hoarder = await createShopper(app);
    const [first, second] = await Promise.all([productWithStock(app), productWithStock(app)]);
    const cap = CHECKOUT_HOLD_LIMITS.heldUnitsPerSubType;
    expect((await checkout(hoarder, [cartLine(first, cap), cartLine(first, cap, 'Blue')])).status).toBe(201);
    const response = await checkout(hoarder, [cartLine(second, cap), cartLine(second, 1, 'Blue')]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual(failure(tooManyHeldUnits(3 * cap + 1)));
    expect(await stockOf(app, second._id)).toBe(STOCK.Pink);
    expect(await stockOf(app, second._id, 'Blue')).toBe(STOCK.Blue);
  });

  it('refuses checkouts past the per-account rate with 429', async () => {
    const shopper = await createShopper(app);
    const product = await productWithStock(app);
    const statuses = [];
    for (let attempt = 0; attempt < CHECKOUTS_PER_ACCOUNT.limit; attempt += 1)
      statuses.push((await checkout(shopper, [cartLine(product, 1)])).status);
    expect(statuses).not.toContain(429);
    const next = await checkout(shopper, [cartLine(product, 1)]);
    expect(next.status).toBe(429);
    expect(next.body).toEqual(failure(TOO_MANY_CHECKOUTS));
  });
});
