import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestPaymentProvider } from '../src/payments/test-payment.provider.js';
import { insertProduct, UNKNOWN_ID } from './helpers/factories.js';
import { createShopper, orderModel, payOnTestCheckout, placeOrder, type Shopper, stockOf, storedOrder } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { adminErrorResponseSchema } from '@shop/contracts/admin-messages/admin-answer';
import { adminOrdersPageResponseSchema, reviseOrderResponseSchema } from '@shop/contracts/orders/admin-order';
import { expectContract } from './helpers/contract.js';
import { closeStarted } from './helpers/teardown.js';

// Catalogue messages also carry their messageKeys (asserted in admin-message-keys.spec.ts).
const failure = (message: string) => expect.objectContaining({ success: false, requestId: expect.any(String), message });

let app: NestExpressApplication;
let shopper: Shopper;
let admin: Shopper;
let secondAdmin: Shopper;

beforeAll(async () => {
  app = await createTestApp();
  [shopper, admin, secondAdmin] = await Promise.all([createShopper(app), createShopper(app, 'admin'), createShopper(app, 'admin')]);
});

afterAll(async () => {
  await closeStarted(app);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** An order for 2 of the 5 Pink in stock; paid unless asked otherwise. */
async function order({ paid = true } = {}) {
  const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 5 }] });
  const placed = await placeOrder(shopper, product, 2);
  if (paid) await payOnTestCheckout(app, placed.sessionId).expect(303);
  return { ...placed, product };
}

const revise = (orderId: string, body: object, by: Shopper = admin) =>
  by.client.patch(`/api/orders/reviseOrder/${orderId}`, { email: by.email, ...body });
const requestCancel = (orderId: string) =>
  shopper.client
    .patch(`/api/orders/reviseOrder/${orderId}`, { status: 'Request Cancel', email: shopper.email, cancelReason: 'Wrong colour' })
    .expect(200);
const lastChange = async (orderId: string) => (await storedOrder(app, orderId)).StatusHistory.at(-1);

describe('GET /api/orders/getAllOrders/:page', () => {
  it('lists every shopper’s orders, newest first, 12 a page, with the admin’s view of each', async () => {
    await orderModel(app).deleteMany({});
    const other = await createShopper(app);
    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 100 }] });
    const placed: string[] = [];
    for (let n = 1; n <= 13; n++) placed.push((await placeOrder(n % 2 ? shopper : other, product, n)).orderId);

    const first = await admin.client.get('/api/orders/getAllOrders/1').expect(200);
    const second = await admin.client.get('/api/orders/getAllOrders/2').expect(200);

    const ids = (page: typeof first) => page.body.orders.map((entry: { _id: string }) => entry._id);
    expect([...ids(first), ...ids(second)]).toEqual([...placed].reverse());
    expect(ids(first)).toHaveLength(12);
    expect(first.body).toMatchObject({ success: true, totalItemNum: 13, message: 'Orders loaded.' });
    expect(first.body.orders[0]).toMatchObject({
      OwnerId: shopper.userId,
      Status: 'Paying',
      NeedsRefund: false,
      StatusHistory: [{ to: 'Paying' }],
    });
    expectContract(adminOrdersPageResponseSchema, first.body);
  });

  it('refuses a page that is not a positive whole number', async () => {
    const response = await admin.client.get('/api/orders/getAllOrders/first').expect(400);
    expect(response.body).toEqual(failure('Page must be a whole number from 1 to 100000'));
    expectContract(adminErrorResponseSchema, response.body);
  });
});

describe('GET /api/orders/getOrder/:orderId for an admin', () => {
  const allowed = async (orderId: string) =>
    (await admin.client.get(`/api/orders/getOrder/${orderId}`).expect(200)).body.order.AllowedStatuses;

  it('lists exactly the statuses the state machine lets an admin move the order to now', async () => {
    const { orderId: unpaid } = await order({ paid: false });
    expect(await allowed(unpaid)).toEqual(['Canceled']);

    const { orderId } = await order();
    expect(await allowed(orderId)).toEqual(['Shipped', 'Canceled']);
    await requestCancel(orderId);
    expect(await allowed(orderId)).toEqual(['Canceled', 'Deny']);
    await revise(orderId, { status: 'Deny', reviseReason: 'Already packed' }).expect(200);
    expect(await allowed(orderId)).toEqual(['Shipped', 'Delivered', 'Canceled']);
    await revise(orderId, { status: 'Canceled', reviseReason: 'Changed our mind' }).expect(200);
    expect(await allowed(orderId)).toEqual([]);
  });

  it('tells the shopper nothing of them', async () => {
    const { orderId } = await order();
    const { order: seen } = (await shopper.client.get(`/api/orders/getOrder/${orderId}`).expect(200)).body;
    expect(seen).not.toHaveProperty('AllowedStatuses');
  });
});

describe('PATCH /api/orders/reviseOrder/:orderId by an admin', () => {
  describe('Deny', () => {
    it('denies a cancel request with a reason, stamped and recorded as the admin’s', async () => {
      const { orderId } = await order();
      await requestCancel(orderId);

      const response = await revise(orderId, { status: 'Deny', reviseReason: ' Already packed ' });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'The cancellation request was denied.',
        order: { _id: orderId, Status: 'Deny' },
      });
      expectContract(reviseOrderResponseSchema, response.body);
      const denied = await storedOrder(app, orderId);
      expect(denied).toMatchObject({ Status: 'Deny', ReviseReason: 'Already packed', CancelReason: 'Wrong colour', IfCanceled: false });
      expect(denied.ReviseDate!.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await lastChange(orderId)).toMatchObject({ by: admin.userId, from: 'Request Cancel', to: 'Deny', reason: 'Already packed' });
    });

    it('answers the shopper’s request with the admin’s reason, never with the payment system’s note', async () => {
      const { orderId } = await order();
      await requestCancel(orderId);
      const shoppersView = async () => (await shopper.client.get(`/api/orders/getOrder/${orderId}`).expect(200)).body.order;
      expect(await shoppersView()).toMatchObject({ Status: 'Request Cancel', CancelReason: 'Wrong colour', ReviseReason: '' });

      await revise(orderId, { status: 'Deny', reviseReason: 'Already packed' }).expect(200);
      expect(await shoppersView()).toMatchObject({ Status: 'Deny', ReviseReason: 'Already packed' });

      await requestCancel(orderId);
      expect(await shoppersView()).toMatchObject({ Status: 'Request Cancel', ReviseReason: '' });
    });

    it.each([{}, { reviseReason: '' }, { reviseReason: '  ' }, { reviseReason: 7 }])('needs a reason: %j', async (reason) => {
      const { orderId } = await order();
      await requestCancel(orderId);

      const response = await revise(orderId, { status: 'Deny', ...reason });

      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('Deny requires a reason.'));
      expect((await storedOrder(app, orderId)).Status).toBe('Request Cancel');
    });

    it('refuses to deny an order nobody asked to cancel, with 409', async () => {
      const { orderId } = await order();

      const response = await revise(orderId, { status: 'Deny', reviseReason: 'No' });

      expect(response.status).toBe(409);
      expect(response.body).toEqual(failure('This order is Paid and cannot become Deny.'));
    });
  });

  describe('Canceled', () => {
    it('cancels an unpaid order: its stock comes back and its payment page closes', async () => {
      const { orderId, sessionId, product } = await order({ paid: false });
      expect(await stockOf(app, product._id)).toBe(3);

      const response = await revise(orderId, { status: 'Canceled', reviseReason: 'Out of business hours' });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, message: 'The order was canceled.' });
      expect(await stockOf(app, product._id)).toBe(5);
      expect(await storedOrder(app, orderId)).toMatchObject({
        Status: 'Canceled',
        IfCanceled: true,
        ReviseReason: 'Out of business hours',
        NeedsRefund: false,
      });
      expect((await shopper.client.get(`/api/payments/test-checkout/${sessionId}`)).status).toBe(410);
    });

    it('cancels a paid order on request: its stock comes back and its payment is refunded', async () => {
      const { orderId, product } = await order();
      await requestCancel(orderId);

      const response = await revise(orderId, { status: 'Canceled', reviseReason: 'Refunded as asked' });

      expect(response.body).toMatchObject({ success: true, message: 'The order was canceled and its payment refunded.' });
      expect(await stockOf(app, product._id)).toBe(5);
      const canceled = await storedOrder(app, orderId);
      expect(canceled).toMatchObject({ Status: 'Canceled', IfPaid: true, NeedsRefund: false, StockReserved: false });
      expect(canceled.RefundId).toMatch(/^re_test_local_/);
      expect(await lastChange(orderId)).toMatchObject({
        by: admin.userId,
        from: 'Request Cancel',
        to: 'Canceled',
        reason: 'Refunded as asked',
      });
    });

    it('marks a paid order for a refund when the payment provider cannot refund it now', async () => {
      const refund = vi.spyOn(app.get(TestPaymentProvider), 'refund').mockRejectedValueOnce(new Error('provider is down'));
      const { orderId, product } = await order();

      const response = await revise(orderId, { status: 'Canceled', reviseReason: 'Damaged in stock' });

      expect(refund).toHaveBeenCalledTimes(1);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        message: 'The order was canceled; the payment provider could not refund it now, so it is marked for a refund.',
        order: { Status: 'Canceled', NeedsRefund: true, RefundId: null },
      });
      expect(await stockOf(app, product._id)).toBe(5);
    });

    it('gives no stock back for an order that has shipped', async () => {
      const { orderId, product } = await order();
      await revise(orderId, { status: 'Shipped', deliveryURL: 'https://track.example/parcel/1' }).expect(200);

      await revise(orderId, { status: 'Canceled', reviseReason: 'Lost by the carrier' }).expect(200);

      expect(await stockOf(app, product._id)).toBe(3);
      expect(await storedOrder(app, orderId)).toMatchObject({ Status: 'Canceled', IfShipped: true, NeedsRefund: false });
    });

    it.each([{}, { reviseReason: '' }, { reviseReason: ' ' }])('needs a reason: %j', async (reason) => {
      const { orderId, product } = await order();

      const response = await revise(orderId, { status: 'Canceled', ...reason });

      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('Cancellation requires a reason.'));
      expect(await stockOf(app, product._id)).toBe(3);
    });

    it('refuses to cancel an order twice, with 409, and gives the stock back once', async () => {
      const { orderId, product } = await order({ paid: false });
      await revise(orderId, { status: 'Canceled', reviseReason: 'First' }).expect(200);

      const again = await revise(orderId, { status: 'Canceled', reviseReason: 'Second' });

      expect(again.status).toBe(409);
      expect(again.body).toEqual(failure('This order is Canceled and cannot become Canceled.'));
      expect(await stockOf(app, product._id)).toBe(5);
    });
  });

  describe('Shipped and Delivered', () => {
    it('ships a paid order with its delivery URL, then marks it delivered', async () => {
      const { orderId } = await order();

      const shipped = await revise(orderId, { status: 'Shipped', deliveryURL: ' https://track.example/parcel/42 ' });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({ success: true, message: 'The order was marked as shipped.' });
      expect(await storedOrder(app, orderId)).toMatchObject({
        Status: 'Shipped',
        IfShipped: true,
        DeliveryURL: 'https://track.example/parcel/42',
      });

      const delivered = await revise(orderId, { status: 'Delivered' });
      expect(delivered.body).toMatchObject({ success: true, message: 'The order was marked as delivered.' });
      expect(await storedOrder(app, orderId)).toMatchObject({ Status: 'Delivered', IfShipped: true, IfDelivered: true });
      expect((await storedOrder(app, orderId)).StatusHistory.map((change) => [change.to, change.by])).toEqual([
        ['Paying', shopper.userId],
        ['Paid', 'webhook'],
        ['Shipped', admin.userId],
        ['Delivered', admin.userId],
      ]);
    });

    it.each([
      [{}, 'Need DeliveryURL.'],
      [{ deliveryURL: '' }, 'Need DeliveryURL.'],
      [{ deliveryURL: 'javascript:alert(1)' }, 'DeliveryURL must be an http or https URL.'],
      [{ deliveryURL: 'ftp://track.example/1' }, 'DeliveryURL must be an http or https URL.'],
      [{ deliveryURL: 'track.example/1' }, 'DeliveryURL must be an http or https URL.'],
    ])('refuses to ship with %j: %s', async (url, message) => {
      const { orderId } = await order();

      const response = await revise(orderId, { status: 'Shipped', ...url });

      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(message));
      expect((await storedOrder(app, orderId)).Status).toBe('Paid');
    });

    it('refuses to ship an unpaid order or deliver one never shipped, with 409', async () => {
      const unpaid = await order({ paid: false });
      expect((await revise(unpaid.orderId, { status: 'Shipped', deliveryURL: 'https://track.example/1' })).status).toBe(409);
      const paid = await order();
      const response = await revise(paid.orderId, { status: 'Delivered' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(failure('This order is Paid and cannot become Delivered.'));
    });
  });

  describe('a note', () => {
    it('adds each note to the order’s list with its author and time, keeping the status and the notes before it', async () => {
      const { orderId } = await order();

      const response = await revise(orderId, { note: ' Gift wrap requested ' });
      await revise(orderId, { note: 'Shopper called: ship Friday' }, secondAdmin).expect(200);

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: 'The note was saved.',
        order: { Status: 'Paid', Notes: [{ by: admin.userId, text: 'Gift wrap requested', at: expect.any(String) }] },
      });
      const noted = await storedOrder(app, orderId);
      expect(noted.ReviseDate).not.toBeNull();
      expect(noted.Notes?.map(({ by, text }) => ({ by, text }))).toEqual([
        { by: admin.userId, text: 'Gift wrap requested' },
        { by: secondAdmin.userId, text: 'Shopper called: ship Friday' },
      ]);
      const { order: seen } = (await shopper.client.get(`/api/orders/getOrder/${orderId}`).expect(200)).body;
      expect(seen).not.toHaveProperty('Notes');
    });

    it.each([{}, { note: '' }, { note: '   ' }])('needs text: %j', async (note) => {
      const { orderId } = await order();

      const response = await revise(orderId, note);

      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('Note is empty.'));
    });
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await revise(UNKNOWN_ID, { note: 'x' }).expect(404)).body).toEqual(failure('Order not found'));
    expect((await revise(UNKNOWN_ID, { status: 'Delivered' }).expect(404)).body).toEqual(failure('Order not found'));
    expect((await revise('12345', { note: 'x' }).expect(400)).body).toEqual(failure('Invalid order id'));
  });

  describe('two admins at the same moment', () => {
    it('of a shipment and a cancellation sent from the same page state, makes exactly one; the other gets 409', async () => {
      const { orderId, product } = await order();
      const [seenByA, seenByB] = await Promise.all([admin, secondAdmin].map((by) => by.client.get(`/api/orders/getOrder/${orderId}`)));
      const expectedReviseDate = seenByA.body.order.ReviseDate;
      expect(seenByB.body.order.ReviseDate).toBe(expectedReviseDate);

      const [ship, cancel] = await Promise.all([
        revise(orderId, { status: 'Shipped', deliveryURL: 'https://track.example/race', expectedReviseDate }, admin),
        revise(orderId, { status: 'Canceled', reviseReason: 'Race', expectedReviseDate }, secondAdmin),
      ]);

      expect([ship.status, cancel.status].sort()).toEqual([200, 409]);
      const loser = [ship, cancel].find((response) => response.status === 409)!;
      expect(loser.body).toEqual(failure('This order was changed meanwhile; please reload it and try again.'));
      const final = await storedOrder(app, orderId);
      expect(final.StatusHistory.map((change) => change.from)).toEqual([null, 'Paying', 'Paid']);
      expect(await stockOf(app, product._id)).toBe(final.Status === 'Canceled' ? 5 : 3);
    });

    it('refuses a revision made from a page loaded before the order last changed', async () => {
      const { orderId } = await order();
      const { ReviseDate } = (await admin.client.get(`/api/orders/getOrder/${orderId}`)).body.order;
      await requestCancel(orderId);

      const stale = await revise(orderId, { status: 'Canceled', reviseReason: 'As asked?', expectedReviseDate: ReviseDate });

      expect(stale.status).toBe(409);
      expect(stale.body).toEqual(failure('This order was changed meanwhile; please reload it and try again.'));
      expect((await storedOrder(app, orderId)).Status).toBe('Request Cancel');
    });

    it('takes null as the ReviseDate of an order never revised', async () => {
      const { orderId } = await order({ paid: false });

      const response = await revise(orderId, { note: 'Call before delivery', expectedReviseDate: null });

      expect(response.status).toBe(200);
    });

    it.each(['yesterday', 42, '2025-01-01'])(
      'refuses an expectedReviseDate that is not an ISO date or null: %j',
      async (expectedReviseDate) => {
        const { orderId } = await order();

        const response = await revise(orderId, { status: 'Delivered', expectedReviseDate });

        expect(response.status).toBe(400);
        expect(response.body).toEqual(failure("expectedReviseDate must be the order's ReviseDate as loaded: an ISO date, or null."));
      },
    );

    it('of many cancellations, makes one, refunds once and gives the stock back once', async () => {
      const { orderId, product } = await order();
      const refund = vi.spyOn(app.get(TestPaymentProvider), 'refund');

      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          revise(orderId, { status: 'Canceled', reviseReason: `Race ${n}` }, n % 2 ? admin : secondAdmin),
        ),
      );

      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(await stockOf(app, product._id)).toBe(5);
    });

    it('of two notes, saves one; the other gets 409', async () => {
      const { orderId } = await order();

      const responses = await Promise.all([revise(orderId, { note: 'First' }, admin), revise(orderId, { note: 'Second' }, secondAdmin)]);

      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = responses.find((response) => response.status === 200)!;
      expect((await storedOrder(app, orderId)).Notes?.map((note) => note.text)).toEqual(
        winner.body.order.Notes.map((note: { text: string }) => note.text),
      );
    });
  });
});
