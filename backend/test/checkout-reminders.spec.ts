import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutRemindersResponseSchema } from '@shop/contracts/users/checkout-reminders';
import { AccountCart } from '../src/carts/schemas/account-cart.schema.js';
import { CheckoutRemindersService } from '../src/checkout-reminders/checkout-reminders.service.js';
import { Job } from '../src/jobs/schemas/job.schema.js';
import { OrderExpiryService } from '../src/orders/order-expiry.service.js';
import { insertProduct } from './helpers/factories.js';
import { expectContract } from './helpers/contract.js';
import { cartLine, createShopper, payOnTestCheckout, placeOrder, type Shopper } from './helpers/shoppers.js';
import { recipientOf, type SmtpReceiver, startSmtpReceiver } from './helpers/smtp-receiver.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const PUBLIC_URL = 'http://localhost:3000';
const ORDER_SUBJECT = 'Your order is still waiting for you';
const CART_SUBJECT = 'You left something in your cart';
/** Past the one-second payment window of every order placed so far. */
const pastThePaymentWindow = () => new Date(Date.now() + 2_000);
/** Past the 24 hours after which an untouched cart is reminded of. */
const pastTheCartWindow = () => new Date(Date.now() + 25 * 60 * 60_000);

describe('a reminder for a forgotten checkout', () => {
  let smtp: SmtpReceiver;
  let app: NestExpressApplication;
  let jobs: Model<Job>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    // Only the start-up sweep of lapsed orders runs on its own: the tests sweep by hand.
    app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, ORDER_PAYMENT_WINDOW_SECONDS: '1', ORDER_EXPIRY_SWEEP_MS: '3600000' });
    jobs = app.get(getModelToken(Job.name));
  });
  afterAll(async () => {
    await closeStarted(app, smtp);
  });

  it('declares the index its look for idle carts walks, oldest first', async () => {
    const carts = app.get<Model<AccountCart>>(getModelToken(AccountCart.name));
    await carts.init();
    expect((await carts.collection.indexes()).map((index) => index.key)).toEqual(expect.arrayContaining([{ UpdatedAt: 1 }]));
  });

  const mailsTo = (shopper: Shopper, subject: string) =>
    smtp.received.filter((mail) => recipientOf(mail) === shopper.email && mail.subject === subject);
  const arrived = (shopper: Shopper, subject: string) =>
    vi.waitFor(
      () => {
        const mails = mailsTo(shopper, subject);
        if (mails.length === 0) throw new Error(`no "${subject}" mail yet`);
        return mails;
      },
      { timeout: 20_000, interval: 50 },
    );
  /** Once every reminder job has finished, no further reminder can be on its way. */
  const remindersSettled = () =>
    vi.waitFor(
      async () => expect(await jobs.countDocuments({ dedupeKey: { $regex: '^checkout-reminder:' }, state: { $ne: 'done' } })).toBe(0),
      { timeout: 20_000, interval: 50 },
    );
  const plush = (name: string) => insertProduct(app, { ProductName: name, SubTypeSet: [{ Name: 'Pink', Price: 12.5, LeftNum: 9 }] });
  const putCart = (shopper: Shopper, cart: object[]) => shopper.client.put('/api/users/cart', { cart }).expect(200);
  const switchReminders = (shopper: Shopper, enabled: boolean) =>
    shopper.client.put('/api/users/checkout-reminders', { enabled }).expect(200);

  it('mails once, with the items and a link to continue the payment, when an unpaid order lapses', async () => {
    const shopper = await createShopper(app);
    const { orderId } = await placeOrder(shopper, await plush('Lapsed <Bunny> Plush'), 2);

    await app.get(OrderExpiryService).sweep(pastThePaymentWindow());
    const [mail] = await arrived(shopper, ORDER_SUBJECT);
    expect(mail.text).toContain('Lapsed <Bunny> Plush (Pink) x 2: $25.00');
    expect(mail.text).toContain(`${PUBLIC_URL}/checkout/${orderId}`);
    expect(mail.html).toContain('Lapsed &lt;Bunny&gt; Plush');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/checkout/${orderId}"`);

    await app.get(OrderExpiryService).sweep(pastThePaymentWindow());
    await remindersSettled();
    expect(mailsTo(shopper, ORDER_SUBJECT)).toHaveLength(1);
  });

  it('sends nothing for an order that was paid', async () => {
    const shopper = await createShopper(app);
    const { orderId, sessionId } = await placeOrder(shopper, await plush('Paid Plush'), 1);
    await payOnTestCheckout(app, sessionId).expect(303);

    await app.get(OrderExpiryService).sweep(pastThePaymentWindow());
    await remindersSettled();
    expect(await jobs.countDocuments({ dedupeKey: `checkout-reminder:order:${orderId}` })).toBe(0);
    expect(mailsTo(shopper, ORDER_SUBJECT)).toHaveLength(0);
  });

  it('mails once about a cart left alone for 24 hours, with its items and a link to the shop', async () => {
    const shopper = await createShopper(app);
    await putCart(shopper, [cartLine(await plush('Idle Cart Plush'), 3)]);

    // Not yet idle long enough: nothing.
    await app.get(CheckoutRemindersService).sweepIdleCarts(new Date(Date.now() + 60 * 60_000));
    await remindersSettled();
    expect(mailsTo(shopper, CART_SUBJECT)).toHaveLength(0);

    await app.get(CheckoutRemindersService).sweepIdleCarts(pastTheCartWindow());
    const [mail] = await arrived(shopper, CART_SUBJECT);
    expect(mail.text).toContain('Idle Cart Plush (Pink) x 3: $37.50');
    expect(mail.text).toContain(`${PUBLIC_URL}/`);

    await app.get(CheckoutRemindersService).sweepIdleCarts(pastTheCartWindow());
    await remindersSettled();
    expect(mailsTo(shopper, CART_SUBJECT)).toHaveLength(1);
  });

  it('sends nothing for a cart that was emptied', async () => {
    const shopper = await createShopper(app);
    await putCart(shopper, [cartLine(await plush('Emptied Cart Plush'), 1)]);
    await putCart(shopper, []);

    await app.get(CheckoutRemindersService).sweepIdleCarts(pastTheCartWindow());
    await remindersSettled();
    expect(mailsTo(shopper, CART_SUBJECT)).toHaveLength(0);
  });

  it('sends nothing, for a lapsed order or an idle cart, to a shopper who switched reminders off in the profile', async () => {
    const shopper = await createShopper(app);
    const initially = await shopper.client.get('/api/users/checkout-reminders').expect(200);
    expectContract(checkoutRemindersResponseSchema, initially.body);
    expect(initially.body.enabled).toBe(true);
    await switchReminders(shopper, false);
    expect((await shopper.client.get('/api/users/checkout-reminders').expect(200)).body.enabled).toBe(false);

    const item = await plush('Switched Off Plush');
    await putCart(shopper, [cartLine(item, 1)]);
    const { orderId } = await placeOrder(shopper, item, 1);
    await app.get(OrderExpiryService).sweep(pastThePaymentWindow());
    await app.get(CheckoutRemindersService).sweepIdleCarts(pastTheCartWindow());
    await remindersSettled();
    // The reminders were due and their jobs ran: the switch is what kept them from mailing.
    expect(await jobs.countDocuments({ dedupeKey: `checkout-reminder:order:${orderId}`, state: 'done' })).toBe(1);
    expect(mailsTo(shopper, ORDER_SUBJECT)).toHaveLength(0);
    expect(mailsTo(shopper, CART_SUBJECT)).toHaveLength(0);
  });

  it('refuses a switch that is not true or false', async () => {
    const shopper = await createShopper(app);
    const response = await shopper.client.put('/api/users/checkout-reminders', { enabled: 'no' }).expect(400);
    expect(response.body).toMatchObject({ success: false, message: 'enabled must be true or false' });
  });
});
