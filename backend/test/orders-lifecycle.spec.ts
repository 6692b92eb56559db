import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_COLLECTION, type MigrationRecord } from '../src/database/migrations/migration-runner.js';
import { MigrationsService } from '../src/database/migrations/migrations.service.js';
import { objectIdReferencesMigration } from '../src/database/migrations/object-id-references.migration.js';
import { OrderTransitionsService } from '../src/orders/order-transitions.service.js';
import { insertProduct, UNKNOWN_ID } from './helpers/factories.js';
import { createShopper, orderModel, payOnTestCheckout, placeOrder, type Shopper, stockOf, storedOrder } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { getAdminOrderResponseSchema, reviseOrderResponseSchema } from '@shop/contracts/orders/admin-order';
import { getOrderResponseSchema, orderHistoryPageResponseSchema } from '@shop/contracts/orders/order';
import { expectContract } from './helpers/contract.js';
import { closeStarted } from './helpers/teardown.js';

const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });

describe('a shopper’s orders', () => {
  let app: NestExpressApplication;
  let shopper: Shopper;
  let other: Shopper;
  let admin: Shopper;

  beforeAll(async () => {
    app = await createTestApp();
    [shopper, other, admin] = await Promise.all([createShopper(app), createShopper(app), createShopper(app, 'admin')]);
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const paidOrder = async (owner = shopper) => {
    const product = await insertProduct(app);
    const placed = await placeOrder(owner, product);
    await payOnTestCheckout(app, placed.sessionId).expect(303);
    return { ...placed, product };
  };
  const revise = (orderId: string, body: object, client = shopper.client) => client.patch(`/api/orders/reviseOrder/${orderId}`, body);

  describe('GET /api/orders/getOrders', () => {
    let buyer: Shopper;
    beforeAll(async () => {
      buyer = await createShopper(app);
      const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 100 }] });
      for (let n = 1; n <= 12; n++) await placeOrder(buyer, product, n);
    });

    it('lists the shopper’s own orders newest first, 10 at a time', async () => {
      const first = await buyer.client.get('/api/orders/getOrders?skip=0');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, hasMore: true, message: 'Orders loaded' });
      expectContract(orderHistoryPageResponseSchema, first.body);
      expect(first.body.orders.map((order: { BuyItem: { buyNum: number }[] }) => order.BuyItem[0].buyNum)).toEqual([
        12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
      ]);

      const second = await buyer.client.get('/api/orders/getOrders?skip=10');
      expect(second.body).toMatchObject({ success: true, hasMore: false });
      expect(second.body.orders.map((order: { BuyItem: { buyNum: number }[] }) => order.BuyItem[0].buyNum)).toEqual([2, 1]);
    });

    it('answers the spec fields of each order and nothing of its payment internals', async () => {
      const { orders } = (await buyer.client.get('/api/orders/getOrders')).body;
      expect(Object.keys(orders[0]).sort()).toEqual(
        [
          '_id',
          'CreateDate',
          'OwnerId',
          'UserName',
          'Phone',
          'Location',
          'DeliveryURL',
          'Status',
          'ReviseDate',
          'ReviseReason',
          'CancelReason',
          'Note',
          'Email',
          'IfPaid',
          'IfShipped',
          'IfDelivered',
          'IfCanceled',
          'BuyItem',
          'TotalPrice',
          // What the total is made of (issue 33): the shopper's own prices, not payment internals.
          'Subtotal',
          'Discount',
          'DiscountCode',
          'Shipping',
          'PaymentMethod',
          'PaymentDeadline',
        ].sort(),
      );
      expect(orders[0]).toMatchObject({ OwnerId: buyer.userId, Email: buyer.email, Status: 'Paying', TotalPrice: 12 * 9.99 });
    });

    it('shows nobody else’s orders', async () => {
      const response = await other.client.get('/api/orders/getOrders?skip=0');
      expect(response.body.orders.every((order: { OwnerId: string }) => order.OwnerId === other.userId)).toBe(true);
    });

    it.each(['-1', '1.5', 'ten', '100001'])('refuses skip=%s with 400', async (skip) => {
      const response = await buyer.client.get(`/api/orders/getOrders?skip=${skip}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('skip must be a whole number from 0 to 100000'));
    });
  });

  describe('GET /api/orders/getOrder/:orderId', () => {
    it('answers the owner', async () => {
      const { orderId } = await placeOrder(shopper, await insertProduct(app));
      const response = await shopper.client.get(`/api/orders/getOrder/${orderId}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, order: { _id: orderId, Status: 'Paying', OwnerId: shopper.userId } });
      expect(response.body.order.StatusHistory).toBeUndefined();
      expectContract(getOrderResponseSchema, response.body);
    });

    it('answers an admin, with the payment details and history', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await insertProduct(app));
      const response = await admin.client.get(`/api/orders/getOrder/${orderId}`);
      expect(response.status).toBe(200);
      expect(response.body.order).toMatchObject({ PaymentSessionId: sessionId, NeedsRefund: false, StatusHistory: [{ to: 'Paying' }] });
      expectContract(getAdminOrderResponseSchema, response.body);
    });

    it('answers 404 for another shopper’s order, as for an unknown one, and 400 for a malformed id', async () => {
      const { orderId } = await placeOrder(shopper, await insertProduct(app));
      expect((await other.client.get(`/api/orders/getOrder/${orderId}`)).body).toEqual(failure('Order not found'));
      expect((await other.client.get(`/api/orders/getOrder/${orderId}`)).status).toBe(404);
      expect((await shopper.client.get(`/api/orders/getOrder/${UNKNOWN_ID}`)).status).toBe(404);
      const malformed = await shopper.client.get('/api/orders/getOrder/12345');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual(failure('Invalid order id'));
    });
  });

  describe('an order stored with string ids before the ObjectId migration', () => {
    it('is its owner’s again after the next start-up, and still nobody else’s', async () => {
      const { orderId, product } = await paidOrder();
      const orders = orderModel(app).collection;
      const _id = (await storedOrder(app, orderId))._id;
      await orders.updateOne({ _id }, { $set: { OwnerId: shopper.userId, 'BuyItem.0.proid': product._id.toString() } });
      expect((await shopper.client.get(`/api/orders/getOrder/${orderId}`)).status).toBe(404);

      // A start-up of a database the migration has not run on yet.
      await orderModel(app).db.db!.collection<MigrationRecord>(MIGRATIONS_COLLECTION).deleteOne({ _id: objectIdReferencesMigration.id });
      await app.get(MigrationsService).onModuleInit();

      const own = await shopper.client.get(`/api/orders/getOrder/${orderId}`);
      expect(own.status).toBe(200);
      expect(own.body.order).toMatchObject({
        _id: orderId,
        OwnerId: shopper.userId,
        Status: 'Paid',
        BuyItem: [{ proid: product._id.toString() }],
      });
      expect((await other.client.get(`/api/orders/getOrder/${orderId}`)).status).toBe(404);
      expect((await orders.findOne({ _id }))!.OwnerId.toString()).toBe(shopper.userId);
    });
  });

  describe('PATCH /api/orders/reviseOrder/:orderId by a shopper', () => {
    it('cancels an unpaid order at once, gives its stock back and closes its payment page', async () => {
      const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 4 }] });
      const { orderId, sessionId } = await placeOrder(shopper, product, 3);
      expect(await stockOf(app, product._id)).toBe(1);

      const response = await revise(orderId, { status: 'Request Cancel', email: shopper.email, cancelReason: ' Changed my mind ' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Your order has been canceled.' });
      expectContract(reviseOrderResponseSchema, response.body);
      expect(await stockOf(app, product._id)).toBe(4);
      const order = await storedOrder(app, orderId);
      expect(order).toMatchObject({ Status: 'Canceled', IfCanceled: true, CancelReason: 'Changed my mind', StockReserved: false });
      expect(order.StatusHistory.at(-1)).toMatchObject({ by: shopper.userId, from: 'Paying', to: 'Canceled', reason: 'Changed my mind' });
      expect((await shopper.client.get(`/api/payments/test-checkout/${sessionId}`)).status).toBe(410);
    });

    it('turns a paid order into a cancel request for an admin', async () => {
      const { orderId, product } = await paidOrder();
      const response = await revise(orderId, { status: 'Request Cancel', email: shopper.email, cancelReason: 'Wrong colour' });
      expect(response.body).toEqual({ success: true, message: 'Your cancel request has been sent.' });
      expect(await storedOrder(app, orderId)).toMatchObject({
        Status: 'Request Cancel',
        CancelReason: 'Wrong colour',
        IfPaid: true,
        StockReserved: true,
      });
      expect(await stockOf(app, product._id)).toBe(4);
    });

    it.each([{}, { cancelReason: '' }, { cancelReason: '   ' }, { cancelReason: { $ne: '' } }])('needs a reason: %j', async (reason) => {
      const { orderId } = await placeOrder(shopper, await insertProduct(app));
      const response = await revise(orderId, { status: 'Request Cancel', email: shopper.email, ...reason });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('Please provide your reason'));
      expect((await storedOrder(app, orderId)).Status).toBe('Paying');
    });

    it.each(['Deny', 'Canceled', 'Shipped', 'Delivered', 'Refunded', undefined])(
      'refuses any other status (%s) with 403',
      async (status) => {
        const { orderId } = await paidOrder();
        const response = await revise(orderId, { status, email: shopper.email, reviseReason: 'x', note: 'n' });
        expect(response.status).toBe(403);
        expect((await storedOrder(app, orderId)).Status).toBe('Paid');
      },
    );

    it('refuses a request the order’s status does not allow with 409', async () => {
      const { orderId } = await paidOrder();
      await revise(orderId, { status: 'Request Cancel', cancelReason: 'first' }).expect(200);
      const again = await revise(orderId, { status: 'Request Cancel', cancelReason: 'second' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual(failure('This order is Request Cancel and cannot become Request Cancel.'));
    });

    it('answers 404 for another shopper’s order and changes nothing', async () => {
      const { orderId } = await paidOrder();
      const response = await revise(orderId, { status: 'Request Cancel', cancelReason: 'mine now' }, other.client);
      expect(response.status).toBe(404);
      expect((await storedOrder(app, orderId)).Status).toBe('Paid');
    });

    it('of two cancellations racing, makes one and gives the stock back once', async () => {
      const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 5 }] });
      const { orderId } = await placeOrder(shopper, product, 2);
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => revise(orderId, { status: 'Request Cancel', cancelReason: 'race' })),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await stockOf(app, product._id)).toBe(5);
      expect((await storedOrder(app, orderId)).StatusHistory.filter((change) => change.to === 'Canceled')).toHaveLength(1);
    });
  });

  describe('the state machine under racing changes', () => {
    it('of two changes made from the same reading of an order, makes exactly one', async () => {
      const { orderId } = await paidOrder();
      const transitions = app.get(OrderTransitionsService);
      const seenByBoth = await storedOrder(app, orderId);
      const results = await Promise.all([
        transitions.transitionFrom(seenByBoth, {
          to: 'Request Cancel',
          actor: { role: 'customer', userId: shopper.userId },
          reason: 'late',
        }),
        transitions.transitionFrom(seenByBoth, {
          to: 'Shipped',
          actor: { role: 'admin', userId: admin.userId },
          extra: { DeliveryURL: 'https://track.example/1' },
        }),
      ]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      const order = await storedOrder(app, orderId);
      expect(order.StatusHistory.map((change) => change.to)).toEqual(['Paying', 'Paid', order.Status]);
    });

    it('answers the loser of a request with 409 and a clear message', async () => {
      const { orderId } = await paidOrder();
      const transitions = app.get(OrderTransitionsService);
      await transitions.transition(orderId, { to: 'Request Cancel', actor: { role: 'customer', userId: shopper.userId }, reason: 'first' });
      await expect(
        transitions.transition(orderId, { to: 'Shipped', actor: { role: 'admin', userId: admin.userId } }),
      ).rejects.toMatchObject({ status: 409, message: 'This order is Request Cancel and cannot become Shipped.' });
    });
  });

  describe('POST /api/orders/create-continue-checkout-session', () => {
    const resume = (orderId: string, client = shopper.client) =>
      client.post('/api/orders/create-continue-checkout-session', { orderId, payment: 'alipay' });

    it('opens a new payment page for the unpaid order and closes the previous one', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await insertProduct(app));
      const response = await resume(orderId);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ success: true, orderId, message: 'Redirecting to checkout...' });
      expect(response.body.id).not.toBe(sessionId);
      expect((await shopper.client.get(`/api/payments/test-checkout/${sessionId}`)).status).toBe(410);
      expect((await shopper.client.get(`/api/payments/test-checkout/${response.body.id}`)).status).toBe(200);
      expect(await storedOrder(app, orderId)).toMatchObject({
        PaymentSessionId: response.body.id,
        PaymentAttempt: 2,
        PaymentMethod: 'alipay',
        Status: 'Paying',
      });
    });

    it('refuses an order that is no longer waiting for payment with 409', async () => {
      const { orderId } = await paidOrder();
      const response = await resume(orderId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(failure('This order is Paid, not waiting for payment.'));
    });

    it('refuses an order past its payment window with "Order has expired!"', async () => {
      const { orderId } = await placeOrder(shopper, await insertProduct(app));
      await orderModel(app).updateOne({ _id: orderId }, { $set: { PaymentDeadline: new Date(Date.now() - 1000) } });
      const response = await resume(orderId);
      expect(response.status).toBe(409);
      expect(response.body).toEqual(failure('Order has expired!'));
    });

    it('answers 404 for another shopper’s order and 400 for a bad body', async () => {
      const { orderId } = await placeOrder(shopper, await insertProduct(app));
      expect((await resume(orderId, other.client)).status).toBe(404);
      const bad = await shopper.client.post('/api/orders/create-continue-checkout-session', { orderId: 'nope', payment: 'card' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(failure('Invalid order id'));
    });
  });
});
