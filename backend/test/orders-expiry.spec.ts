import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startEmbeddedMongo } from '@shop/embedded-mongo';
import { Types } from 'mongoose';
import { CheckoutOrderWrites } from '../src/orders/checkout-order-writes.js';
import { CheckoutService } from '../src/orders/checkout.service.js';
import { OrderExpiryService } from '../src/orders/order-expiry.service.js';
import { ProductStockService } from '../src/products/product-stock.service.js';
import { insertProduct } from './helpers/factories.js';
import {
  cartLine,
  checkoutBody,
  createShopper,
  orderModel,
  payOnTestCheckout,
  placeOrder,
  type Shopper,
  stockOf,
  storedOrder,
} from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { checkoutEvent, sendWebhook } from './helpers/webhook-events.js';
import { closeStarted } from './helpers/teardown.js';

const WEBHOOK_SECRET = 'whsec_expiry_spec';
// Longer than a test takes on a busy machine: the periodic sweep must not lapse an order a test still pays or
// inspects. Windows lapse when a test moves the shop's clock past them.
const PAYMENT_WINDOW_SECONDS = 600;
const PAYMENT_WINDOW = { ORDER_PAYMENT_WINDOW_SECONDS: String(PAYMENT_WINDOW_SECONDS), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
// Only the start-up sweep runs: the tests below sweep by hand.
const NO_PERIODIC_SWEEP = { ORDER_EXPIRY_SWEEP_MS: '3600000' };
/** A moment past the payment window (and the grace below) of every order placed so far. */
const pastTheWindow = () => new Date(Date.now() + PAYMENT_WINDOW_SECONDS * 1000 + 1_000);

/** Moves the shop's clock (Date only; timers run as usual) past that moment for the rest of the test. */
function clockPastTheWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: pastTheWindow() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

describe('the payment window', () => {
  let app: NestExpressApplication;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ ...PAYMENT_WINDOW, ORDER_EXPIRY_SWEEP_MS: '50' });
    shopper = await createShopper(app);
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  // A lapsed order is canceled first and its stock given back just after: wait for both.
  const stockBackTo = (product: { _id: unknown }, units: number) =>
    vi.waitFor(async () => expect(await stockOf(app, product._id as string)).toBe(units), { timeout: 5_000, interval: 50 });

  it('cancels an unpaid order when its window lapses, gives its stock back and closes its payment page', async () => {
    const item = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 4 }] });
    const { orderId, sessionId } = await placeOrder(shopper, item, 3);
    expect(await stockOf(app, item._id)).toBe(1);

    clockPastTheWindow();
    await stockBackTo(item, 4);
    // The order's flag is cleared just after its stock comes back.
    const order = await vi.waitFor(
      async () => {
        const stored = await storedOrder(app, orderId);
        expect(stored.StockReserved).toBe(false);
        return stored;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(order).toMatchObject({ Status: 'Canceled', IfCanceled: true, StockReserved: false, ReviseReason: 'Payment window expired' });
    expect(order.StatusHistory.at(-1)).toMatchObject({ by: 'system', from: 'Paying', to: 'Canceled', reason: 'Payment window expired' });
    // The sweep closes the payment page right after the cancellation has given the stock back.
    await vi.waitFor(async () => expect((await shopper.client.get(`/api/payments/test-checkout/${sessionId}`)).status).toBe(410), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('leaves a paid order alone', async () => {
    const { orderId, sessionId } = await placeOrder(shopper, await insertProduct(app));
    await payOnTestCheckout(app, sessionId).expect(303);
    await app.get(OrderExpiryService).sweep(pastTheWindow());
    expect((await storedOrder(app, orderId)).Status).toBe('Paid');
  });

  it('leaves an order whose payment did not match it to an admin, holding its stock, when its window lapses', async () => {
    const item = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 9.99, LeftNum: 3 }] });
    const { orderId, sessionId } = await placeOrder(shopper, item);
    const event = checkoutEvent('checkout.session.completed', { sessionId, orderId, amountTotalCents: 99 });
    await sendWebhook(app, event, { secret: WEBHOOK_SECRET }).expect(200);

    await app.get(OrderExpiryService).sweep(pastTheWindow());
    expect(await storedOrder(app, orderId)).toMatchObject({ Status: 'Paying', PaymentProblem: expect.stringContaining('took 0.99 usd') });
    expect(await stockOf(app, item._id)).toBe(2);
  });

  it('keeps a late payment whose stock is gone and whose refund failed visible to admins as NeedsRefund', async () => {
    const item = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 1 }] });
    const { orderId, sessionId } = await placeOrder(shopper, item);
    clockPastTheWindow();
    await stockBackTo(item, 1);
    // Paid at once, so that the window does not give the unit back before the late payment arrives.
    const taker = await placeOrder(await createShopper(app), item);
    await payOnTestCheckout(app, taker.sessionId).expect(303);
    // The test provider has no such payment to refund, as when a refund fails at the provider.
    const event = checkoutEvent('checkout.session.completed', { sessionId, orderId, paymentIntentId: 'pi_unknown', amountTotalCents: 999 });
    await sendWebhook(app, event, { secret: WEBHOOK_SECRET }).expect(200);

    expect(await storedOrder(app, orderId)).toMatchObject({
      Status: 'Canceled',
      IfPaid: true,
      NeedsRefund: true,
      RefundId: null,
      ReviseReason: 'Paid after expiry; refund required',
    });
    const admin = await createShopper(app, 'admin');
    const { order } = (await admin.client.get(`/api/orders/getOrder/${orderId}`)).body;
    expect(order).toMatchObject({ Status: 'Canceled', NeedsRefund: true, PaymentIntentId: 'pi_unknown' });
    expect(await stockOf(app, item._id)).toBe(0);
  });
});

describe('the payment window across restarts and instances', () => {
  it('is enforced by the sweep at start-up for orders that lapsed while the shop was down', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-expiry-'));
    try {
      const env = { ...PAYMENT_WINDOW, ...NO_PERIODIC_SWEEP, DATA_DIR: dataDir };
      const before = await createTestApp(env);
      const item = await insertProduct(before, { SubTypeSet: [{ Name: 'Pink', LeftNum: 3 }] });
      const { orderId } = await placeOrder(await createShopper(before), item, 2);
      await before.close();
      // The shop comes back after the order's window: its clock says so from the start.
      clockPastTheWindow();

      const after = await createTestApp(env);
      try {
        await vi.waitFor(async () => expect(await stockOf(after, item._id)).toBe(3), { timeout: 5_000 });
        expect((await storedOrder(after, orderId)).Status).toBe('Canceled');
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('cancels each lapsed order once when several instances sweep the same database at the same time', async () => {
    const database = await startEmbeddedMongo({ log: () => undefined });
    const env = { ...PAYMENT_WINDOW, ...NO_PERIODIC_SWEEP, MONGODB_URI: database.uri, DATA_DIR: undefined };
    const instances = [await createTestApp(env), await createTestApp(env)];
    try {
      const item = await insertProduct(instances[0], { SubTypeSet: [{ Name: 'Pink', LeftNum: 10 }] });
      const shopper = await createShopper(instances[0]);
      const orderIds: string[] = [];
      for (let n = 0; n < 5; n++) orderIds.push((await placeOrder(shopper, item, 2)).orderId);
      expect(await stockOf(instances[0], item._id)).toBe(0);

      const later = pastTheWindow();
      const counts = await Promise.all(instances.flatMap((instance) => [1, 2].map(() => instance.get(OrderExpiryService).sweep(later))));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
      for (const orderId of orderIds) {
        const order = await storedOrder(instances[1], orderId);
        expect(order.StatusHistory.filter((change) => change.to === 'Canceled')).toHaveLength(1);
      }
      expect(await stockOf(instances[1], item._id)).toBe(10);
    } finally {
      for (const instance of instances) await instance.close();
      await database.close();
    }
  });
});

describe('what an instance that died mid-way leaves behind', () => {
  let app: NestExpressApplication;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ ...NO_PERIODIC_SWEEP, UNFINISHED_CHECKOUT_GRACE_MS: '100' });
    shopper = await createShopper(app);
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const twoSubTypes = () =>
    insertProduct(app, {
      SubTypeSet: [
        { Name: 'Pink', LeftNum: 5 },
        { Name: 'Blue', LeftNum: 5 },
      ],
    });
  const sweepTwiceAfterTheGrace = async () => {
    const later = pastTheWindow();
    await app.get(OrderExpiryService).sweep(later);
    await app.get(OrderExpiryService).sweep(later);
  };

  it('undoes a checkout that took its stock and died before its order was placed, and never shows that order', async () => {
    const item = await twoSubTypes();
    vi.spyOn(app.get(CheckoutOrderWrites), 'place').mockRejectedValueOnce(new Error('the process died here'));
    const cart = checkoutBody([cartLine(item, 2), cartLine(item, 1, 'Blue')]);
    expect((await shopper.client.post('/api/orders/create-checkout-session', cart)).status).toBe(500);
    expect([await stockOf(app, item._id), await stockOf(app, item._id, 'Blue')]).toEqual([3, 4]);
    expect((await shopper.client.get('/api/orders/getOrders').expect(200)).body.orders).toEqual([]);

    await sweepTwiceAfterTheGrace();

    expect([await stockOf(app, item._id), await stockOf(app, item._id, 'Blue')]).toEqual([5, 5]);
    expect(await orderModel(app).countDocuments({ 'BuyItem.proid': item._id })).toBe(0);
  });

  it('deletes the order of a checkout that died before it took any stock, and leaves the stock as it was', async () => {
    const item = await twoSubTypes();
    vi.spyOn(app.get(ProductStockService), 'reserve').mockRejectedValueOnce(new Error('the process died here'));
    vi.spyOn(app.get(CheckoutService), 'undoPlacing').mockRejectedValueOnce(new Error('and before undoing its order'));
    const cart = checkoutBody([cartLine(item, 2), cartLine(item, 1, 'Blue')]);
    expect((await shopper.client.post('/api/orders/create-checkout-session', cart)).status).toBe(500);
    expect((await shopper.client.get('/api/orders/getOrders').expect(200)).body.orders).toEqual([]);
    expect(await orderModel(app).countDocuments({ 'BuyItem.proid': item._id })).toBe(1);

    await sweepTwiceAfterTheGrace();

    expect([await stockOf(app, item._id), await stockOf(app, item._id, 'Blue')]).toEqual([5, 5]);
    expect(await orderModel(app).countDocuments({ 'BuyItem.proid': item._id })).toBe(0);
  });

  it('declares the index its look for canceled orders still holding stock walks', async () => {
    await orderModel(app).init();
    expect((await orderModel(app).collection.indexes()).map((index) => index.key)).toEqual(
      expect.arrayContaining([{ Status: 1, StockReserved: 1, ReviseDate: 1 }]),
    );
  });

  it('gives back, once, the stock of an order canceled by an instance that died while giving it back', async () => {
    const item = await twoSubTypes();
    const cart = checkoutBody([cartLine(item, 2), cartLine(item, 1, 'Blue')]);
    const { orderId } = (await shopper.client.post('/api/orders/create-checkout-session', cart).expect(201)).body;
    // Canceled, and the Pink line given back, when the process died.
    await orderModel(app).updateOne({ _id: orderId }, { $set: { Status: 'Canceled', ReviseDate: new Date() } });
    await app
      .get(ProductStockService)
      .release(new Types.ObjectId(orderId), [{ productId: item._id.toString(), subType: 'Pink', quantity: 2 }]);

    await sweepTwiceAfterTheGrace();

    expect([await stockOf(app, item._id), await stockOf(app, item._id, 'Blue')]).toEqual([5, 5]);
    expect((await storedOrder(app, orderId)).StockReserved).toBe(false);
  });
});
