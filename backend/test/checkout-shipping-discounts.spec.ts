import type { NestExpressApplication } from '@nestjs/platform-express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { DISCOUNT_MESSAGES } from '@shop/contracts/discounts/discount-code';
import { quoteResponseSchema } from '@shop/contracts/orders/order-quote';
import { insertProduct } from './helpers/factories.js';
import { expectContract } from './helpers/contract.js';
import { cartLine, checkoutBody, createShopper, payOnTestCheckout, type Shopper, stockOf, storedOrder } from './helpers/shoppers.js';
import { startStripeStandIn, type StripeStandIn } from './helpers/stripe-stand-in.js';
import { closeStarted } from './helpers/teardown.js';
import { createTestApp } from './helpers/test-app.js';
import { OrderExpiryService } from '../src/orders/order-expiry.service.js';
import { TestPaymentProvider } from '../src/payments/test-payment.provider.js';

const failure = (message: string, messageKeys?: AdminMessage[]) => ({
  success: false,
  requestId: expect.any(String),
  message,
  ...(messageKeys && { messageKeys }),
});

describe('shipping and discount codes at checkout', () => {
  let app: NestExpressApplication;
  let shopper: Shopper;
  let admin: Shopper;

  beforeAll(async () => {
    app = await createTestApp();
    [shopper, admin] = await Promise.all([createShopper(app), createShopper(app, 'admin')]);
  });
  afterAll(async () => {
    await app.close();
  });

  const setShipping = (flatRate: number, freeOver: number | null) =>
    admin.client.put('/api/admin/settings/shipping', { flatRate, freeOver });
  const createCode = (body: object) => admin.client.post('/api/admin/discounts', body);
  const quote = (cart: object[], discountCode?: string, client = shopper.client) =>
    client.post('/api/orders/quote', { cart, discountCode });
  const checkout = (cart: object[], discountCode?: string, client = shopper.client) =>
    client.post('/api/orders/create-checkout-session', checkoutBody(cart, { discountCode }));
  const product = (price = 20, LeftNum = 50, extra: object = {}) =>
    insertProduct(app, { Category: ['Plush'], IP: ['Hello Kitty'], SubTypeSet: [{ Name: 'Pink', Price: price, LeftNum }], ...extra });

  describe('shipping settings', () => {
    it('are set by an admin in dollars and read back, by the back office and by any visitor', async () => {
      const saved = await setShipping(4.99, 49);
      expect(saved.body).toEqual({ success: true, shipping: { flatRate: 4.99, freeOver: 49 }, message: 'Shipping settings saved' });
      expect((await admin.client.get('/api/admin/settings/shipping')).body.shipping).toEqual({ flatRate: 4.99, freeOver: 49 });
      expect((await shopper.client.get('/api/settings/shipping')).body.shipping).toEqual({ flatRate: 4.99, freeOver: 49 });
    });

    it('refuses a negative rate, fractions of a cent and customers, changing nothing', async () => {
      expect((await setShipping(-1, 49)).body).toEqual(
        failure('flatRate must be an amount in dollars from 0 to 1000, to the cent', [
          { key: 'settingsRules.flatRate', params: { max: 1000 } },
        ]),
      );
      expect((await setShipping(4.999, null)).status).toBe(400);
      const byCustomer = await shopper.client.put('/api/admin/settings/shipping', { flatRate: 0, freeOver: null });
      expect(byCustomer.status).toBe(403);
      expect((await admin.client.get('/api/admin/settings/shipping')).body.shipping).toEqual({ flatRate: 4.99, freeOver: 49 });
    });

    it('charges the flat rate under the threshold, keeps it on the order in cents, and charges exactly the total', async () => {
      const item = await product(12.5);
      const response = await checkout([cartLine(item, 2)]);
      expect(response.status).toBe(201);
      const order = await storedOrder(app, response.body.orderId);
      expect(order).toMatchObject({ SubtotalCents: 2500, DiscountCents: 0, ShippingCents: 499, TotalPrice: 29.99, DiscountCode: null });
      const session = await app.get(TestPaymentProvider).findSession(response.body.id);
      expect(session).toMatchObject({ shippingCents: 499, discount: null, amountTotalCents: 2999 });

      // The rate changes later; the order keeps the one it was placed with.
      await setShipping(9.99, 49);
      const seen = await shopper.client.get(`/api/orders/getOrder/${response.body.orderId}`);
      expect(seen.body.order).toMatchObject({ Subtotal: 25, Discount: 0, Shipping: 4.99, TotalPrice: 29.99, DiscountCode: null });
      await setShipping(4.99, 49);
    });

    it('ships free from the threshold on', async () => {
      const item = await product(24.5);
      const answer = await quote([cartLine(item, 2)]);
      expect(answer.body).toEqual({
        success: true,
        subtotal: 49,
        discount: 0,
        shipping: 0,
        total: 49,
        discountCode: null,
        message: 'Prices updated',
      });
      expectContract(quoteResponseSchema, answer.body);
    });
  });

  describe('discount codes', () => {
    it('are created, listed, edited and disabled by an admin, in upper case whatever was typed', async () => {
      const created = await createCode({ code: 'spring10', kind: 'percent', value: 10, maxUses: 5 });
      expect(created.status).toBe(201);
      expect(created.body.discount).toMatchObject({
        code: 'SPRING10',
        kind: 'percent',
        value: 10,
        maxUses: 5,
        uses: 0,
        active: true,
        combinesWithSale: true,
      });
      expect((await createCode({ code: 'SPRING10', kind: 'fixed', value: 5 })).body).toEqual(
        failure('A discount code with this name already exists', [{ key: 'discountRules.duplicate' }]),
      );

      const edited = await admin.client.patch('/api/admin/discounts/spring10', { kind: 'fixed', value: 7.5, minSubtotal: 30 });
      expect(edited.body.discount).toMatchObject({ code: 'SPRING10', kind: 'fixed', value: 7.5, minSubtotal: 30 });
      const listed = await admin.client.get('/api/admin/discounts');
      expect(listed.body.discounts.map((code: { code: string }) => code.code)).toContain('SPRING10');

      const disabled = await admin.client.delete('/api/admin/discounts/SPRING10');
      expect(disabled.body).toMatchObject({ success: true, message: 'Discount code disabled', discount: { active: false } });
      const item = await product();
      expect((await quote([cartLine(item, 2)], 'spring10')).body).toMatchObject({
        discount: 0,
        discountCode: null,
        message: DISCOUNT_MESSAGES.unknown,
      });
    });

    it('refuses a bad body with a clear message and a code that is not there with 404', async () => {
      expect((await createCode({ code: 'X', kind: 'percent', value: 10 })).body).toEqual(
        failure('code must be 3 to 32 letters, digits, - or _', [{ key: 'discountRules.code' }]),
      );
      expect((await createCode({ code: 'HALF', kind: 'percent', value: 150 })).body.message).toBe(
        'value must be a whole percentage from 1 to 100, or an amount in dollars above 0, to the cent',
      );
      expect(
        (await createCode({ code: 'LATE', kind: 'fixed', value: 5, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' })).body
          .message,
      ).toBe('endsAt must be after startsAt');
      expect((await admin.client.patch('/api/admin/discounts/NOPE', { active: true })).status).toBe(404);
      expect((await shopper.client.get('/api/admin/discounts')).status).toBe(403);
    });

    it('quotes with the reason for an unknown, expired, not yet valid, too small or not applicable code', async () => {
      const item = await product(20);
      await createCode({ code: 'OLD', kind: 'percent', value: 10, endsAt: '2020-01-01T00:00:00Z' });
      await createCode({ code: 'FUTURE', kind: 'percent', value: 10, startsAt: '2999-01-01T00:00:00Z' });
      await createCode({ code: 'BIGSPEND', kind: 'fixed', value: 5, minSubtotal: 100 });
      await createCode({ code: 'MELODY', kind: 'percent', value: 10, ips: ['My Melody'] });
      const cart = [cartLine(item, 1)];
      expect((await quote(cart, 'nothing')).body.message).toBe('This discount code does not exist');
      expect((await quote(cart, 'old')).body.message).toBe('This discount code has expired');
      expect((await quote(cart, 'future')).body.message).toBe('This discount code is not valid yet');
      expect((await quote(cart, 'bigspend')).body.message).toBe('This discount code needs a subtotal of at least $100.00');
      const notApplicable = await quote(cart, 'melody');
      expect(notApplicable.body).toEqual({
        success: true,
        subtotal: 20,
        discount: 0,
        shipping: 4.99,
        total: 24.99,
        discountCode: null,
        message: 'This discount code does not apply to the items in your cart',
      });
      expect((await checkout(cart, 'old')).body).toEqual(failure('This discount code has expired'));
      expect((await checkout(cart, 'melody')).body).toEqual(failure('This discount code does not apply to the items in your cart'));
      expect(await stockOf(app, item._id)).toBe(50);
    });

    it('takes a percentage off the qualifying lines only, sale lines as the code says, before shipping', async () => {
      const plush = await product(30);
      const onSale = await product(40, 50, { SubTypeSet: [{ Name: 'Pink', Price: 40, SalePrice: 20, LeftNum: 9 }] });
      const stationery = await product(10, 50, { Category: ['Stationery'] });
      await createCode({ code: 'PLUSH20', kind: 'percent', value: 20, categories: ['Plush'], combinesWithSale: false });
      const cart = [cartLine(plush, 1), cartLine(onSale, 1), cartLine(stationery, 1)];
      const answer = await quote(cart, 'plush20');
      // 20 % of the regular-priced plush only (30.00): 6.00; 60.00 − 6.00 = 54.00 ships free.
      expect(answer.body).toEqual({
        success: true,
        subtotal: 60,
        discount: 6,
        shipping: 0,
        total: 54,
        discountCode: 'PLUSH20',
        message: 'Discount code applied',
      });

      const started = await checkout(cart, 'plush20');
      expect(started.status).toBe(201);
      expect(await storedOrder(app, started.body.orderId)).toMatchObject({
        SubtotalCents: 6000,
        DiscountCents: 600,
        ShippingCents: 0,
        TotalPrice: 54,
        DiscountCode: 'PLUSH20',
      });
      const session = await app.get(TestPaymentProvider).findSession(started.body.id);
      expect(session).toMatchObject({ discount: { code: 'PLUSH20', cents: 600 }, amountTotalCents: 5400 });
      expect((await payOnTestCheckout(app, started.body.id)).status).toBeLessThan(400);
    });

    it('keeps to its per-shopper limit, and gives a use back when its unpaid order lapses', async () => {
      const item = await product(10);
      await createCode({ code: 'ONCEEACH', kind: 'fixed', value: 3, maxUsesPerShopper: 1 });
      const first = await checkout([cartLine(item, 1)], 'onceeach');
      expect(first.status).toBe(201);
      expect((await quote([cartLine(item, 1)], 'onceeach')).body.message).toBe(
        'You have already used this discount code as often as it allows',
      );
      expect((await checkout([cartLine(item, 1)], 'onceeach')).body).toEqual(
        failure('You have already used this discount code as often as it allows'),
      );

      await app.get(OrderExpiryService).sweep(new Date(Date.now() + 24 * 3600_000));
      expect((await storedOrder(app, first.body.orderId)).Status).toBe('Canceled');
      const listed = await admin.client.get('/api/admin/discounts');
      expect(listed.body.discounts.find((code: { code: string }) => code.code === 'ONCEEACH').uses).toBe(0);
      expect((await checkout([cartLine(item, 1)], 'onceeach')).status).toBe(201);
    });

    it('gives exactly as many discounts as its limit under 100 concurrent checkouts', async () => {
      const item = await product(10, 1000);
      await createCode({ code: 'RUSH10', kind: 'percent', value: 50, maxUses: 10 });
      // Logged in one at a time: logins in flight from one address count against its budget (config/limits.ts).
      const shoppers: Shopper[] = [];
      for (let count = 0; count < 100; count++) shoppers.push(await createShopper(app));
      const answers = await Promise.all(shoppers.map((each) => checkout([cartLine(item, 1)], 'rush10', each.client)));

      const placed = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(placed).toHaveLength(10);
      expect(refused).toHaveLength(90);
      expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set(['This discount code has been used up']));
      const orders = await Promise.all(placed.map((answer) => storedOrder(app, answer.body.orderId)));
      expect(orders.every((order) => order.DiscountCode === 'RUSH10' && order.DiscountCents === 500)).toBe(true);
      expect(await stockOf(app, item._id)).toBe(990);
      const listed = await admin.client.get('/api/admin/discounts');
      expect(listed.body.discounts.find((code: { code: string }) => code.code === 'RUSH10').uses).toBe(10);
      // 100 shoppers registered and logged in (an argon2 hash and check each), then 100 checkouts at once: a few
      // seconds on an idle machine, over 30 s with npm test's four lanes at load 15.
    }, 120_000);
  });
});

describe('shipping and a discount through Stripe Checkout (the real SDK against a local stand-in)', () => {
  let standIn: StripeStandIn;
  let app: NestExpressApplication;
  let shopper: Shopper;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    app = await createTestApp(standIn.env);
    const admin = await createShopper(app, 'admin');
    shopper = await createShopper(app);
    await admin.client.put('/api/admin/settings/shipping', { flatRate: 4.99, freeOver: 49 });
    await admin.client.post('/api/admin/discounts', { code: 'STRIPE5', kind: 'fixed', value: 5 });
  });
  afterAll(async () => {
    await closeStarted(app, standIn);
  });

  it('sends a shipping line and a one-off coupon worth the discount, so that Stripe charges the order’s total', async () => {
    const item = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', Price: 12.5, LeftNum: 5 }] });
    const response = await shopper.client.post(
      '/api/orders/create-checkout-session',
      checkoutBody([cartLine(item, 2)], { discountCode: 'stripe5' }),
    );
    expect(response.status).toBe(201);
    const { orderId } = response.body;

    const coupon = standIn.requestsTo('POST', '/v1/coupons').at(-1)!;
    expect(coupon.form).toMatchObject({ amount_off: '500', currency: 'usd', duration: 'once', max_redemptions: '1', name: 'STRIPE5' });
    expect(coupon.headers['idempotency-key']).toBe(`coupon-${orderId}-1`);
    const sent = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sent.form).toMatchObject({
      'shipping_options[0][shipping_rate_data][type]': 'fixed_amount',
      'shipping_options[0][shipping_rate_data][display_name]': 'Shipping',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '499',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'usd',
      'discounts[0][coupon]': expect.stringMatching(/^coupon_stand_in_/),
    });
    // 25.00 − 5.00 + 4.99
    expect(await storedOrder(app, orderId)).toMatchObject({
      TotalPrice: 24.99,
      SubtotalCents: 2500,
      DiscountCents: 500,
      ShippingCents: 499,
    });
  });
});
