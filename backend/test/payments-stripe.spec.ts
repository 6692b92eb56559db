import type { NestExpressApplication } from '@nestjs/platform-express';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from './helpers/factories.js';
import { cartLine, checkoutBody, createShopper, placeOrder, type Shopper, stockOf, storedOrder } from './helpers/shoppers.js';
import { STAND_IN_WEBHOOK_SECRET, startStripeStandIn, type StripeStandIn } from './helpers/stripe-stand-in.js';
import { createTestApp } from './helpers/test-app.js';
import { checkoutEvent, type EventSession, sendWebhook } from './helpers/webhook-events.js';
import { closeStarted } from './helpers/teardown.js';

const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });
const SIGNED = { secret: STAND_IN_WEBHOOK_SECRET };

describe('payments through Stripe (the real SDK against a local stand-in for its API)', () => {
  let standIn: StripeStandIn;
  let app: NestExpressApplication;
  let shopper: Shopper;
  let other: Shopper;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    app = await createTestApp(standIn.env);
    [shopper, other] = await Promise.all([createShopper(app), createShopper(app)]);
  });
  afterAll(async () => {
    await closeStarted(app, standIn);
  });

  const product = (LeftNum = 10) => insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 12.5, LeftNum }] });
  const resume = (orderId: string) => shopper.client.post('/api/orders/create-continue-checkout-session', { orderId, payment: 'card' });
  /** The event as Stripe sends it for the order's session: for the order's total, unless `extra` says otherwise. */
  const deliver = async (
    type: Parameters<typeof checkoutEvent>[0],
    sessionId: string,
    orderId: string,
    extra: Partial<EventSession> = {},
  ) => {
    const amountTotalCents = Math.round((await storedOrder(app, orderId)).TotalPrice * 100);
    return sendWebhook(app, checkoutEvent(type, { sessionId, orderId, amountTotalCents, ...extra }), SIGNED);
  };

  describe('opening a Checkout Session', () => {
    it('sends the server’s prices, the chosen method, the return URLs and the order’s references, idempotently', async () => {
      const keychain = await insertProduct(app, {
        ProductName: 'Hello Kitty Keychain',
        SubTypeSet: [
          { Name: 'Pink', Price: 12.5, LeftNum: 5 },
          { Name: 'Blue', Price: 9.99, SalePrice: 7.49, LeftNum: 5 },
        ],
      });
      const startedAt = Math.floor(Date.now() / 1000);
      const response = await shopper.client.post(
        '/api/orders/create-checkout-session',
        checkoutBody([{ ...cartLine(keychain, 2), proprice: 0.01 }, cartLine(keychain, 1, 'Blue')], { payment: 'alipay' }),
      );

      expect(response.status).toBe(201);
      const { orderId, id, url } = response.body;
      expect(id).toMatch(/^cs_test_stand_in_/);
      expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);
      const sent = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
      expect(sent.headers.authorization).toBe('Bearer sk_test_stand_in');
      expect(sent.headers['idempotency-key']).toBe(`checkout-${orderId}-1`);
      expect(sent.headers['stripe-version']).toBe(Stripe.API_VERSION);
      expect(sent.form).toEqual({
        mode: 'payment',
        'allowed_payment_method_types[0]': 'alipay',
        'line_items[0][quantity]': '2',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '1250',
        'line_items[0][price_data][product_data][name]': 'Hello Kitty Keychain - Pink',
        'line_items[1][quantity]': '1',
        'line_items[1][price_data][currency]': 'usd',
        'line_items[1][price_data][unit_amount]': '749',
        'line_items[1][price_data][product_data][name]': 'Hello Kitty Keychain - Blue',
        success_url: 'http://localhost:3000/success/success_pay?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/failed/payment',
        client_reference_id: orderId,
        'metadata[orderId]': orderId,
        'payment_intent_data[metadata][orderId]': orderId,
        customer_email: shopper.email,
        expires_at: expect.any(String),
      });
      // Stripe's minimum lifetime, beyond our 5-minute window: we expire it ourselves when the window lapses.
      expect(Number(sent.form.expires_at) - startedAt).toBeGreaterThanOrEqual(31 * 60);
      expect(Number(sent.form.expires_at) - startedAt).toBeLessThanOrEqual(32 * 60);
      expect(await storedOrder(app, orderId)).toMatchObject({ PaymentProvider: 'stripe', PaymentSessionId: id, TotalPrice: 32.49 });
    });

    it('cancels the order and gives its stock back when Stripe refuses, answering Stripe’s message with 502', async () => {
      const item = await product(3);
      standIn.failNextSession(401, 'Invalid API Key provided: sk_test_****d_in');
      const response = await shopper.client.post('/api/orders/create-checkout-session', checkoutBody([cartLine(item, 2)]));

      expect(response.status).toBe(502);
      expect(response.body).toEqual(failure('Invalid API Key provided: sk_test_****d_in'));
      expect(await stockOf(app, item._id)).toBe(3);
      const orders = (await shopper.client.get('/api/orders/getOrders')).body.orders;
      // Recorded for the admins; the shopper's explanation is only ever the shop's answer to a request.
      expect(await storedOrder(app, orders[0]._id)).toMatchObject({
        Status: 'Canceled',
        ReviseReason: 'Payment provider error: Invalid API Key provided: sk_test_****d_in',
      });
    });

    it('expires the previous session before opening the next one on a continued checkout', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      const response = await resume(orderId);

      expect(response.status).toBe(201);
      expect(standIn.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
      expect(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.headers['idempotency-key']).toBe(`checkout-${orderId}-2`);
      expect(standIn.session(sessionId)!.status).toBe('expired');
    });

    it('keeps the order waiting for payment when Stripe fails to open the next session', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      standIn.failNextSession(400, 'Something went wrong on our side');
      const response = await resume(orderId);

      expect(response.status).toBe(502);
      expect(response.body).toEqual(failure('Something went wrong on our side'));
      expect((await deliver('checkout.session.expired', sessionId, orderId)).status).toBe(200);
      expect(await storedOrder(app, orderId)).toMatchObject({ Status: 'Paying', StockReserved: true });
      expect((await resume(orderId)).status).toBe(201);
    });

    it('opens no second session for an order whose first was just paid', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      standIn.complete(sessionId);
      const sessionsBefore = standIn.requestsTo('POST', '/v1/checkout/sessions').length;
      const response = await resume(orderId);

      expect(response.status).toBe(409);
      expect(response.body).toEqual(failure('This order has already been paid.'));
      expect(standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    });

    it('expires the session when the shopper cancels the unpaid order', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      await shopper.client.patch(`/api/orders/reviseOrder/${orderId}`, { status: 'Request Cancel', cancelReason: 'oops' }).expect(200);
      expect(standIn.session(sessionId)!.status).toBe('expired');
    });

    it('serves no test checkout page while Stripe is the provider', async () => {
      const { sessionId } = await placeOrder(shopper, await product());
      expect((await shopper.client.get(`/api/payments/test-checkout/${sessionId}`)).status).toBe(404);
    });
  });

  describe('POST /api/payments/webhook', () => {
    it('marks the order Paid on a signed checkout.session.completed', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      const response = await deliver('checkout.session.completed', sessionId, orderId, { paymentIntentId: 'pi_signed_1' });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Event processed' });
      expect(await storedOrder(app, orderId)).toMatchObject({ Status: 'Paid', IfPaid: true, PaymentIntentId: 'pi_signed_1' });
    });

    it.each([
      ['for another amount', { amountTotalCents: 1 }, /^payment pi_mismatch took 0\.01 usd, the order's total is 12\.50 usd$/],
      ['in another currency', { currency: 'eur' }, /^payment pi_mismatch took 12\.50 eur, the order's total is 12\.50 usd$/],
      [
        'through another session',
        { sessionId: 'cs_test_someone_elses' },
        /^payment pi_mismatch came through checkout session cs_test_someone_elses, not the order's \(cs_test_stand_in_\w+\)$/,
      ],
    ])('leaves the order unpaid, with the problem in its note for an admin, when a payment comes %s', async (_case, mismatch, problem) => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      const response = await deliver('checkout.session.completed', sessionId, orderId, { paymentIntentId: 'pi_mismatch', ...mismatch });

      expect(response.status).toBe(200);
      expect(await storedOrder(app, orderId)).toMatchObject({
        Status: 'Paying',
        IfPaid: false,
        PaymentProblem: expect.stringMatching(problem),
      });
      const admin = await createShopper(app, 'admin');
      const { order } = (await admin.client.get(`/api/orders/getOrder/${orderId}`)).body;
      expect(order).toMatchObject({ Status: 'Paying', IfPaid: false, PaymentProblem: expect.stringMatching(problem) });
      expect(order.Note).toMatch(/^Payment problem, check it with the payment provider: payment pi_mismatch /);
    });

    const stale = () => Math.floor(Date.now() / 1000) - 10 * 60;
    it.each([
      ['signed with another secret', (payload: string) => ({ payload, signing: { secret: 'whsec_forged' } })],
      ['signed too long ago (replayed later)', (payload: string) => ({ payload, signing: { ...SIGNED, timestamp: stale() } })],
      ['not signed', (payload: string) => ({ payload, signing: null })],
      [
        'altered after signing',
        (payload: string) => ({ payload: payload.replace('"paid"', '"paid" '), signing: SIGNED, signOriginal: true }),
      ],
    ])('refuses an event %s with 400 and changes nothing', async (_case, make) => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      const original = JSON.stringify(checkoutEvent('checkout.session.completed', { sessionId, orderId, amountTotalCents: 1250 }));
      const attempt = make(original) as { payload: string; signing: { secret: string; timestamp?: number } | null; signOriginal?: boolean };
      const signature = attempt.signing && Stripe.webhooks.generateTestHeaderString({ payload: original, ...attempt.signing });
      const test = sendWebhook(app, attempt.payload, null);
      const response = await (signature ? test.set('Stripe-Signature', signature) : test);

      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('Invalid webhook signature'));
      expect((await storedOrder(app, orderId)).Status).toBe('Paying');
    });

    it('takes an event delivered again, or several times at once, only once', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      const event = checkoutEvent('checkout.session.completed', { sessionId, orderId, amountTotalCents: 1250 });
      const concurrent = await Promise.all(Array.from({ length: 5 }, () => sendWebhook(app, event, SIGNED)));
      const replayed = await sendWebhook(app, event, SIGNED);

      expect(concurrent.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      expect(concurrent.filter((response) => response.body.message === 'Event processed')).toHaveLength(1);
      expect(replayed.body).toEqual({ success: true, message: 'Event already processed' });
      expect((await storedOrder(app, orderId)).StatusHistory.filter((change) => change.to === 'Paid')).toHaveLength(1);
    });

    it('ignores an expiry that arrives after the payment', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      expect((await deliver('checkout.session.completed', sessionId, orderId)).status).toBe(200);
      expect((await deliver('checkout.session.expired', sessionId, orderId)).status).toBe(200);
      expect(await storedOrder(app, orderId)).toMatchObject({ Status: 'Paid', IfCanceled: false });
    });

    it('cancels an unpaid order whose current session expired, giving its stock back', async () => {
      const item = await product(5);
      const { orderId, sessionId } = await placeOrder(shopper, item, 2);
      expect((await deliver('checkout.session.expired', sessionId, orderId)).status).toBe(200);
      expect(await storedOrder(app, orderId)).toMatchObject({
        Status: 'Canceled',
        ReviseReason: 'Payment session expired',
        StockReserved: false,
      });
      expect(await stockOf(app, item._id)).toBe(5);
    });

    it('does not cancel an order when the session closed for its continued checkout expires', async () => {
      const { orderId, sessionId } = await placeOrder(shopper, await product());
      await resume(orderId).expect(201);
      expect((await deliver('checkout.session.expired', sessionId, orderId)).status).toBe(200);
      expect((await storedOrder(app, orderId)).Status).toBe('Paying');
    });

    it('waits for a payment that settles later, then takes its success or its failure', async () => {
      const item = await product(5);
      const first = await placeOrder(shopper, item);
      expect((await deliver('checkout.session.completed', first.sessionId, first.orderId, { paymentStatus: 'unpaid' })).status).toBe(200);
      expect((await storedOrder(app, first.orderId)).Status).toBe('Paying');
      expect((await deliver('checkout.session.async_payment_succeeded', first.sessionId, first.orderId)).status).toBe(200);
      expect((await storedOrder(app, first.orderId)).Status).toBe('Paid');

      const second = await placeOrder(shopper, item);
      expect((await deliver('checkout.session.async_payment_failed', second.sessionId, second.orderId)).status).toBe(200);
      expect(await storedOrder(app, second.orderId)).toMatchObject({ Status: 'Canceled', ReviseReason: 'Payment failed' });
      expect(await stockOf(app, item._id)).toBe(4);
    });

    it('takes a payment that arrives after the order was canceled unpaid, reserving its stock again', async () => {
      const item = await product(5);
      const { orderId, sessionId } = await placeOrder(shopper, item, 2);
      expect((await deliver('checkout.session.expired', sessionId, orderId)).status).toBe(200);
      expect(await stockOf(app, item._id)).toBe(5);
      expect((await deliver('checkout.session.completed', sessionId, orderId, { paymentIntentId: 'pi_late_1' })).status).toBe(200);

      const order = await storedOrder(app, orderId);
      expect(order).toMatchObject({ Status: 'Paid', IfPaid: true, IfCanceled: false, StockReserved: true, PaymentIntentId: 'pi_late_1' });
      expect(order.StatusHistory.at(-1)).toMatchObject({
        from: 'Canceled',
        to: 'Paid',
        reason: 'Paid after the payment window; stock reserved again',
      });
      expect(await stockOf(app, item._id)).toBe(3);
    });

    it('refunds through Stripe a payment that arrives after the stock went to someone else', async () => {
      const item = await product(2);
      const late = await placeOrder(shopper, item, 2);
      expect((await deliver('checkout.session.expired', late.sessionId, late.orderId)).status).toBe(200);
      await placeOrder(other, item, 2);
      expect((await deliver('checkout.session.completed', late.sessionId, late.orderId, { paymentIntentId: 'pi_late_2' })).status).toBe(
        200,
      );

      const refund = standIn.requestsTo('POST', '/v1/refunds').at(-1)!;
      expect(refund.form).toEqual({ payment_intent: 'pi_late_2' });
      expect(refund.headers['idempotency-key']).toBe('refund-pi_late_2');
      const order = await storedOrder(app, late.orderId);
      expect(order).toMatchObject({
        Status: 'Canceled',
        IfPaid: true,
        NeedsRefund: false,
        RefundId: expect.stringMatching(/^re_stand_in_/),
        ReviseReason: 'Paid after expiry; refunded',
        StockReserved: false,
      });
      expect(order.StatusHistory.at(-1)).toMatchObject({
        by: 'webhook',
        from: 'Canceled',
        to: 'Canceled',
        reason: 'Paid after expiry; refund required',
      });
      expect(await stockOf(app, item._id)).toBe(0);
    });

    it('ignores other events and sessions that name no order', async () => {
      const other = { ...checkoutEvent('checkout.session.completed', { sessionId: 'cs_x', orderId: 'x' }), type: 'customer.created' };
      expect((await sendWebhook(app, other, SIGNED)).body).toEqual({ success: true, message: 'Event ignored' });
      const nameless = checkoutEvent('checkout.session.completed', { sessionId: 'cs_x', orderId: 'not-an-order' });
      expect((await sendWebhook(app, nameless, SIGNED)).body).toEqual({ success: true, message: 'Event ignored' });
    });
  });
});
