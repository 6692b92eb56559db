import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentProvider } from '../src/payments/test-payment.provider.js';
import { insertProduct } from './helpers/factories.js';
import { createShopper, formPost, payOnTestCheckout, placeOrder, type Shopper, storedOrder } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { checkoutEvent, sendWebhook } from './helpers/webhook-events.js';
import { closeStarted } from './helpers/teardown.js';

const WEBHOOK_SECRET = 'whsec_test_checkout_spec';

describe('the local test payment provider (no STRIPE_SECRET_KEY)', () => {
  let app: NestExpressApplication;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    shopper = await createShopper(app);
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  const newOrder = async () =>
    placeOrder(
      shopper,
      await insertProduct(app, { ProductName: 'Pompom <Purin> Mug', SubTypeSet: [{ Name: 'Pink', Price: 12.5, LeftNum: 9 }] }),
      2,
    );
  const page = (sessionId: string) => shopper.client.get(`/api/payments/test-checkout/${sessionId}`);

  it('serves a checkout page marked TEST MODE with the items and the total, under the shop’s CSP', async () => {
    const { sessionId, url } = await newOrder();
    expect(new URL(url).pathname).toBe(`/api/payments/test-checkout/${sessionId}`);
    const response = await page(sessionId);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(response.text).toContain('TEST MODE — no real payment');
    expect(response.text).toContain('Pompom &#60;Purin&#62; Mug - Pink × 2');
    expect(response.text).toContain('$25.00');
    expect(response.text).not.toContain('<script');
    expect(response.text).toContain(`action="/api/payments/test-checkout/${sessionId}/pay"`);
  });

  it('names one session when asked twice, even at once, for the same order and attempt, as Stripe’s idempotency keys do', async () => {
    const { orderId, sessionId } = await newOrder();
    const provider = app.get(TestPaymentProvider);
    const stored = (await provider.findSession(sessionId))!;
    const request = {
      orderId,
      attempt: 1,
      method: 'card' as const,
      items: stored.lineItems,
      shippingCents: stored.shippingCents,
      discount: stored.discount,
      customerEmail: shopper.email,
      payBy: (await storedOrder(app, orderId)).PaymentDeadline,
    };

    expect((await provider.createCheckoutSession(request)).id).toBe(sessionId);
    expect(stored).toMatchObject({ orderId, status: 'open', amountTotalCents: 2500, paymentIntentId: null, refundId: null });
    const [first, second] = await Promise.all([1, 2].map(() => provider.createCheckoutSession({ ...request, attempt: 2 })));
    expect(first.id).toBe(second.id);
    expect(first.id).not.toBe(sessionId);
  });

  it('answers 404 for a session id whose terms were changed', async () => {
    const { sessionId } = await newOrder();
    const tampered = sessionId.slice(0, -1) + (sessionId.endsWith('A') ? 'B' : 'A');
    expect((await page(tampered)).status).toBe(404);
    expect((await formPost(app, `/api/payments/test-checkout/${tampered}/pay`)).status).toBe(404);
  });

  it('pays through the webhook code path and returns to the success page', async () => {
    const { orderId, sessionId } = await newOrder();
    const response = await payOnTestCheckout(app, sessionId);

    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`http://localhost:3000/success/success_pay?session_id=${sessionId}`);
    const order = await storedOrder(app, orderId);
    expect(order).toMatchObject({ Status: 'Paid', IfPaid: true, PaymentIntentId: expect.stringMatching(/^pi_test_local_/) });
    expect(order.StatusHistory.at(-1)).toMatchObject({ by: 'webhook', from: 'Paying', to: 'Paid' });
    expect((await page(sessionId)).status).toBe(410);
  });

  it('returns to the success page again on a second Pay, and pays once', async () => {
    const { orderId, sessionId } = await newOrder();
    await payOnTestCheckout(app, sessionId).expect(303);
    const again = await payOnTestCheckout(app, sessionId);
    expect(again.status).toBe(303);
    expect((await storedOrder(app, orderId)).StatusHistory.filter((change) => change.to === 'Paid')).toHaveLength(1);
  });

  it('returns to the failed-payment page on Cancel and leaves the order waiting for payment', async () => {
    const { orderId, sessionId } = await newOrder();
    const response = await formPost(app, `/api/payments/test-checkout/${sessionId}/cancel`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('http://localhost:3000/failed/payment');
    expect((await storedOrder(app, orderId)).Status).toBe('Paying');
    expect((await page(sessionId)).status).toBe(200);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a page that hides its origin', 'null'],
    ['no origin at all', null],
  ])('refuses a Pay posted from %s with 403', async (_case, origin) => {
    const { orderId, sessionId } = await newOrder();
    const response = await formPost(app, `/api/payments/test-checkout/${sessionId}/pay`, origin);
    expect(response.status).toBe(403);
    expect((await storedOrder(app, orderId)).Status).toBe('Paying');
  });

  it('answers 404 for a session that does not exist', async () => {
    expect((await page('cs_test_local_' + 'x'.repeat(32))).status).toBe(404);
    expect((await page('anything')).status).toBe(404);
    expect((await page(encodeURIComponent(`cs_test_local_${'é'.repeat(32)}e30`))).status).toBe(404);
    expect((await formPost(app, '/api/payments/test-checkout/anything/pay')).status).toBe(404);
  });

  it('takes webhooks signed with its secret and refuses others', async () => {
    const { orderId, sessionId } = await newOrder();
    const event = checkoutEvent('checkout.session.completed', { sessionId, orderId, amountTotalCents: 2500 });
    expect((await sendWebhook(app, event, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await storedOrder(app, orderId)).Status).toBe('Paying');
    expect((await sendWebhook(app, event, { secret: WEBHOOK_SECRET })).status).toBe(200);
    expect((await storedOrder(app, orderId)).Status).toBe('Paid');
  });

  it('keeps the order unpaid when a signed event’s amount is not the order’s total, and notes why for an admin', async () => {
    const { orderId, sessionId } = await newOrder();
    const event = checkoutEvent('checkout.session.completed', { sessionId, orderId, paymentIntentId: 'pi_short', amountTotalCents: 1250 });
    expect((await sendWebhook(app, event, { secret: WEBHOOK_SECRET })).status).toBe(200);
    expect(await storedOrder(app, orderId)).toMatchObject({
      Status: 'Paying',
      IfPaid: false,
      PaymentProblem: "payment pi_short took 12.50 usd, the order's total is 25.00 usd",
      Note: "Payment problem, check it with the payment provider: payment pi_short took 12.50 usd, the order's total is 25.00 usd",
    });
  });
});
