import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import type { ParsedMail } from 'mailparser';
import type { Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobsService, retryDelayMs } from '../src/jobs/jobs.service.js';
import { Job } from '../src/jobs/schemas/job.schema.js';
import { OrderChangeDispatcher } from '../src/orders/order-change-dispatcher.js';
import { insertProduct } from './helpers/factories.js';
import { createShopper, orderModel, payOnTestCheckout, placeOrder, type Shopper, storedOrder } from './helpers/shoppers.js';
import { recipientOf, type SmtpReceiver, startSmtpReceiver } from './helpers/smtp-receiver.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const PUBLIC_URL = 'http://localhost:3000';
const SUBJECTS = {
  paid: 'Thank you! Your order is paid',
  shipped: 'Your order is on its way',
  delivered: 'Your order has been delivered',
  accepted: 'Your cancel/return request was accepted',
  denied: 'Your cancel/return request was denied',
  canceled: 'Your order was canceled',
};

describe('order mails', () => {
  let smtp: SmtpReceiver;
  let app: NestExpressApplication;
  let shopper: Shopper;
  let admin: Shopper;
  let jobs: Model<Job>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    [shopper, admin] = await Promise.all([createShopper(app), createShopper(app, 'admin')]);
    jobs = app.get(getModelToken(Job.name));
  });
  afterAll(async () => {
    await closeStarted(app, smtp);
  });

  /** A paid order for 2 × $1,299.50. */
  async function paidOrder(): Promise<string> {
    const product = await insertProduct(app, {
      ProductName: 'Sweet Dreams <Deluxe> Plush',
      SubTypeSet: [{ Name: 'Pink', Price: 1299.5, LeftNum: 5 }],
    });
    const { orderId, sessionId } = await placeOrder(shopper, product, 2);
    await payOnTestCheckout(app, sessionId).expect(303);
    return orderId;
  }
  const revise = (orderId: string, body: object) =>
    admin.client.patch(`/api/orders/reviseOrder/${orderId}`, { email: admin.email, ...body });
  const requestCancel = (orderId: string) =>
    shopper.client
      .patch(`/api/orders/reviseOrder/${orderId}`, { status: 'Request Cancel', email: shopper.email, cancelReason: 'Wrong colour' })
      .expect(200);

  const mailsAbout = (orderId: string, subject: string) =>
    smtp.received.filter((mail) => mail.subject === subject && (mail.text ?? '').includes(`/order/${orderId}`));
  /** The one mail with `subject` about the order, once it has arrived. */
  const arrived = (orderId: string, subject: string) =>
    vi.waitFor(
      () => {
        const mails = mailsAbout(orderId, subject);
        if (mails.length === 0) throw new Error(`no "${subject}" mail yet`);
        return mails[0];
      },
      { timeout: 20_000, interval: 50 },
    );
  /** Once every mail job of the order has finished, no further copy can be on its way. */
  const mailsSettled = (orderId: string) =>
    vi.waitFor(
      async () => expect(await jobs.countDocuments({ dedupeKey: { $regex: `^order-mail:${orderId}:` }, state: { $ne: 'done' } })).toBe(0),
      {
        timeout: 20_000,
        interval: 50,
      },
    );

  function expectOrderMail(mail: ParsedMail, orderId: string) {
    expect(recipientOf(mail)).toBe(shopper.email);
    expect(mail.text).toContain(`Hi Mia Chen,`);
    expect(mail.text).toContain(`View your order: ${PUBLIC_URL}/order/${orderId}`);
    expect(mail.text).toContain('Sweet Dreams <Deluxe> Plush (Pink) × 2  $2,599.00');
    expect(mail.text).toContain('Total: $2,599.00');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/order/${orderId}"`);
    expect(mail.html).toContain('Sweet Dreams &lt;Deluxe&gt; Plush (Pink) × 2');
    expect(mail.html).not.toContain('<Deluxe>');
    expect(mail.html).toContain('$2,599.00');
  }

  it('mails the shopper once when the order is paid, shipped (with the delivery URL) and delivered', async () => {
    const orderId = await paidOrder();
    const paid = await arrived(orderId, SUBJECTS.paid);
    expectOrderMail(paid, orderId);
    expect(paid.text).toContain('We received your payment of $2,599.00.');

    await revise(orderId, { status: 'Shipped', deliveryURL: 'https://track.example/parcel/42?a=1&b=2' }).expect(200);
    const shipped = await arrived(orderId, SUBJECTS.shipped);
    expectOrderMail(shipped, orderId);
    expect(shipped.text).toContain('Follow your parcel: https://track.example/parcel/42?a=1&b=2');
    expect(shipped.html).toContain('href="https://track.example/parcel/42?a=1&amp;b=2"');

    await revise(orderId, { status: 'Delivered' }).expect(200);
    expectOrderMail(await arrived(orderId, SUBJECTS.delivered), orderId);

    await mailsSettled(orderId);
    for (const subject of [SUBJECTS.paid, SUBJECTS.shipped, SUBJECTS.delivered]) expect(mailsAbout(orderId, subject)).toHaveLength(1);
    expect(smtp.received.filter((mail) => (mail.text ?? '').includes(`/order/${orderId}`))).toHaveLength(3);
  });

  it('tells the shopper that a cancel/return request was denied, with the admin’s reason as text', async () => {
    const orderId = await paidOrder();
    await requestCancel(orderId);
    await revise(orderId, { status: 'Deny', reviseReason: 'Already <b>packed</b> & sent' }).expect(200);

    const denied = await arrived(orderId, SUBJECTS.denied);
    expectOrderMail(denied, orderId);
    expect(denied.text).toContain('Reason: Already <b>packed</b> & sent');
    expect(denied.html).toContain('<strong>Reason:</strong> Already &lt;b&gt;packed&lt;/b&gt; &amp; sent');
  });

  it('tells the shopper that a cancel/return request was accepted, with the refund and the admin’s note', async () => {
    const orderId = await paidOrder();
    await requestCancel(orderId);
    await revise(orderId, { status: 'Canceled', reviseReason: 'Refunded in full' }).expect(200);

    const accepted = await arrived(orderId, SUBJECTS.accepted);
    expectOrderMail(accepted, orderId);
    expect(accepted.text).toContain('Your payment of $2,599.00 goes back the way you paid.');
    expect(accepted.text).toContain('Our note: Refunded in full');
  });

  it('tells the shopper why the shop canceled their paid order and that the payment goes back', async () => {
    const orderId = await paidOrder();
    await revise(orderId, { status: 'Canceled', reviseReason: 'Sold out at the maker' }).expect(200);

    const canceled = await arrived(orderId, SUBJECTS.canceled);
    expectOrderMail(canceled, orderId);
    expect(canceled.text).toContain('Your payment of $2,599.00 goes back the way you paid.');
    expect(canceled.text).toContain('Reason: Sold out at the maker');
  });

  it('sends no mail for a change the shopper made (the request itself) or an unpaid order canceled', async () => {
    const orderId = await paidOrder();
    await arrived(orderId, SUBJECTS.paid);
    await requestCancel(orderId);
    const product = await insertProduct(app);
    const unpaid = await placeOrder(shopper, product);
    await revise(unpaid.orderId, { status: 'Canceled', reviseReason: 'Never paid' }).expect(200);

    await app.get(OrderChangeDispatcher).sweep();
    await mailsSettled(orderId);
    expect(await jobs.countDocuments({ dedupeKey: { $regex: `^order-mail:(${orderId}|${unpaid.orderId}):` } })).toBe(1);
    expect((await storedOrder(app, orderId)).UnannouncedChanges).toEqual([]);
  });

  it('commits a change while the mail server is down, and mails it once the server is back', async () => {
    const orderId = await paidOrder();
    await arrived(orderId, SUBJECTS.paid);
    await smtp.stop();

    await revise(orderId, { status: 'Shipped', deliveryURL: 'https://track.example/parcel/7' }).expect(200);
    expect((await storedOrder(app, orderId)).Status).toBe('Shipped');
    await vi.waitFor(
      async () =>
        expect(await jobs.findOne({ dedupeKey: { $regex: `^order-mail:${orderId}:` }, attempts: 1, state: 'queued' }).lean()).toBeTruthy(),
      { timeout: 20_000, interval: 50 },
    );
    expect(mailsAbout(orderId, SUBJECTS.shipped)).toHaveLength(0);

    await smtp.start();
    // The retry is due after its backoff: run the queue as it will be then.
    await app.get(JobsService).runDue(new Date(Date.now() + retryDelayMs(1) + 1_000));
    expect(mailsAbout(orderId, SUBJECTS.shipped)).toHaveLength(1);
    expect(await jobs.findOne({ dedupeKey: { $regex: `^order-mail:${orderId}:` }, state: 'done', attempts: 2 }).lean()).toBeTruthy();
  });

  it('commits a change whose mail could not even be queued, and the sweep queues it later', async () => {
    const orderId = await paidOrder();
    await arrived(orderId, SUBJECTS.paid);
    const queueDown = vi.spyOn(app.get(JobsService), 'enqueue').mockRejectedValueOnce(new Error('jobs collection unreachable'));

    await revise(orderId, { status: 'Delivered' }).expect(409);
    await revise(orderId, { status: 'Shipped', deliveryURL: 'https://track.example/parcel/8' }).expect(200);
    expect(queueDown.mock.calls[0][0]).toBe('order-mail');
    queueDown.mockRestore();
    const order = await storedOrder(app, orderId);
    expect(order.Status).toBe('Shipped');
    expect(order.UnannouncedChanges).toEqual([order.StatusHistory.at(-1)!.id]);

    await app.get(OrderChangeDispatcher).sweep();
    await arrived(orderId, SUBJECTS.shipped);
    expect((await storedOrder(app, orderId)).UnannouncedChanges).toEqual([]);
  });

  it('sends one mail for one change however often it is dispatched: a crash before the change was marked dispatched, racing sweeps, a repeated request', async () => {
    const orderId = await paidOrder();
    await arrived(orderId, SUBJECTS.paid);
    await revise(orderId, { status: 'Shipped', deliveryURL: 'https://track.example/parcel/9' }).expect(200);
    await revise(orderId, { status: 'Shipped', deliveryURL: 'https://track.example/parcel/9' }).expect(409);
    await arrived(orderId, SUBJECTS.shipped);
    // As if the instance had stopped after queuing the mails and before marking the changes dispatched.
    const order = await storedOrder(app, orderId);
    await orderModel(app).updateOne(
      { _id: orderId },
      { $set: { UnannouncedChanges: order.StatusHistory.flatMap((change) => (change.id ? [change.id] : [])) } },
    );

    const dispatcher = app.get(OrderChangeDispatcher);
    await Promise.all([dispatcher.sweep(), dispatcher.sweep(), dispatcher.dispatch(await storedOrder(app, orderId))]);
    await app.get(JobsService).runDue();

    await mailsSettled(orderId);
    expect(mailsAbout(orderId, SUBJECTS.paid)).toHaveLength(1);
    expect(mailsAbout(orderId, SUBJECTS.shipped)).toHaveLength(1);
    expect((await storedOrder(app, orderId)).UnannouncedChanges).toEqual([]);
  });
});
