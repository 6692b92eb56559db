import { createECDH } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PUSH_MESSAGES } from '@shop/contracts/push';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobsService, retryDelayMs } from '../src/jobs/jobs.service.js';
import type { MailMessage } from '../src/mail/mail-message.js';
import { clientOf, codeMailedTo, createAccountsTestApp, database, loggedInClient } from './helpers/accounts.js';
import { ChatClient, chatClientsClosedAfterEach, createChatUser, listenOnFreePort, newClientId } from './helpers/chat.js';
import { insertProduct } from './helpers/factories.js';
import { LOCAL_PUSH_SERVICES, PushServiceStandIn, SilentPushService, type TestDevice } from './helpers/push-service-stand-in.js';
import { createShopper, payOnTestCheckout, placeOrder, type Shopper } from './helpers/shoppers.js';
import { closeStarted } from './helpers/teardown.js';

const JOB_WAIT = { timeout: 30_000, interval: 100 };
const SHIPPED_MAIL = 'Your order is on its way';

let app: NestExpressApplication;
let outbox: MailMessage[];
let baseUrl: string;
let pushService: PushServiceStandIn;
let silentService: SilentPushService;
let admin: Shopper;

beforeAll(async () => {
  pushService = await PushServiceStandIn.start();
  silentService = await SilentPushService.start();
  ({ app, outbox } = await createAccountsTestApp(LOCAL_PUSH_SERVICES));
  baseUrl = await listenOnFreePort(app);
  admin = await createShopper(app, 'admin');
});

afterAll(async () => {
  await closeStarted(app, pushService, silentService);
});

const subscriptionsOf = (userId: string) =>
  database(app)
    .collection('push_subscriptions')
    .find({ userId: new Types.ObjectId(userId) })
    .toArray();
const deviceJobsOf = (orderId: string) =>
  database(app)
    .collection('jobs')
    .find({ dedupeKey: { $regex: `^push:order:${orderId}:Shipped:` } })
    .toArray();
const subscribe = (shopper: Shopper, device: TestDevice) => shopper.client.post('/api/push/subscriptions', device.subscription);

async function shippedOrder(shopper: Shopper): Promise<string> {
  const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 5 }] });
  const placed = await placeOrder(shopper, product, 1);
  await payOnTestCheckout(app, placed.sessionId).expect(303);
  await admin.client
    .patch(`/api/orders/reviseOrder/${placed.orderId}`, { email: admin.email, status: 'Shipped', deliveryURL: 'https://track.example/p/1' })
    .expect(200);
  return placed.orderId;
}

/** The device job of the order's Shipped push, once it has run `attempts` times and is waiting for its retry. */
function deviceJobAfter(orderId: string, attempts: number) {
  return vi.waitFor(async () => {
    const job = (await deviceJobsOf(orderId)).at(0);
    if (job?.attempts !== attempts || job.state === 'running') throw new Error('the device job has not run yet');
    return job;
  }, JOB_WAIT);
}

describe('push requests that a subscription would aim elsewhere', () => {
  it.each([307, 302])('never follow a redirect (%i) from the push service', async (status) => {
    const shopper = await createShopper(app);
    const device = pushService.newDevice();
    pushService.answer(device, status, pushService.innerUrl);
    await subscribe(shopper, device).expect(200);

    const orderId = await shippedOrder(shopper);

    expect(await deviceJobAfter(orderId, 1)).toMatchObject({ state: 'queued', lastError: `The push service answered ${status}` });
    expect(pushService.requests.filter((request) => request.path === '/inner/admin')).toEqual([]);
  });
});

describe('push subscriptions', () => {
  it('refuses a p256dh key that is not a point of P-256, and stores nothing', async () => {
    const shopper = await createShopper(app);
    const { subscription } = pushService.newDevice();
    const point = Buffer.from(subscription.keys.p256dh, 'base64url');
    point[40] ^= 1;
    const refused = await shopper.client
      .post('/api/push/subscriptions', { ...subscription, keys: { ...subscription.keys, p256dh: point.toString('base64url') } })
      .expect(400);
    expect(refused.body).toMatchObject({ success: false, message: PUSH_MESSAGES.keysNotOnCurve });
    expect(await subscriptionsOf(shopper.userId)).toEqual([]);
  });

  it('does not move a device held by another account without its keys', async () => {
    const owner = await createShopper(app);
    const device = pushService.newDevice();
    await subscribe(owner, device).expect(200);
    const intruder = await createShopper(app);
    const otherKeys = createECDH('prime256v1');
    otherKeys.generateKeys();

    const refused = await intruder.client
      .post('/api/push/subscriptions', {
        ...device.subscription,
        keys: { ...device.subscription.keys, p256dh: otherKeys.getPublicKey().toString('base64url') },
      })
      .expect(409);
    expect(refused.body).toMatchObject({ success: false, message: PUSH_MESSAGES.endpointTaken });
    expect(await subscriptionsOf(owner.userId)).toHaveLength(1);
    expect(await subscriptionsOf(intruder.userId)).toEqual([]);

    // The same browser logging in as someone else brings the same keys: its device moves.
    await subscribe(intruder, device).expect(200);
    expect(await subscriptionsOf(owner.userId)).toEqual([]);
    expect(await subscriptionsOf(intruder.userId)).toHaveLength(1);
  });

  it('keeps an account’s 10 latest devices, and limits how often it subscribes', async () => {
    const shopper = await createShopper(app);
    const devices = Array.from({ length: 21 }, () => pushService.newDevice());
    for (const device of devices.slice(0, 20)) await subscribe(shopper, device).expect(200);

    const kept = (await subscriptionsOf(shopper.userId)).map((stored) => stored.endpoint as string);
    expect(kept.sort()).toEqual(
      devices
        .slice(10, 20)
        .map((device) => device.endpoint)
        .sort(),
    );
    const refused = await subscribe(shopper, devices[20]).expect(429);
    expect(refused.body).toMatchObject({ success: false, message: PUSH_MESSAGES.tooManySubscribes });
  });
});

describe('push deliveries', () => {
  it('drops a device whose push service fails three times in a row', async () => {
    const shopper = await createShopper(app);
    const device = pushService.newDevice();
    pushService.answer(device, 503);
    await subscribe(shopper, device).expect(200);
    const orderId = await shippedOrder(shopper);
    await deviceJobAfter(orderId, 1);
    let clock = Date.now();
    for (const attempt of [1, 2]) {
      clock += retryDelayMs(attempt) + 1_000;
      await app.get(JobsService).runDue(new Date(clock));
    }

    expect(pushService.requestsTo(device)).toHaveLength(3);
    expect(await subscriptionsOf(shopper.userId)).toEqual([]);
    expect((await deviceJobsOf(orderId))[0]).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('hold up no mail: with push services that never answer, another shopper’s shipping mail goes out while they hang', async () => {
    const stalling = await createShopper(app);
    for (let n = 0; n < 10; n += 1) await subscribe(stalling, silentService.newDevice()).expect(200);
    await shippedOrder(stalling);
    await vi.waitFor(() => expect(silentService.accepted).toBeGreaterThan(0), JOB_WAIT);

    const other = await createShopper(app);
    const orderId = await shippedOrder(other);
    await vi.waitFor(
      () =>
        expect(outbox.some((mail) => mail.to === other.email && mail.subject === SHIPPED_MAIL && mail.text.includes(orderId))).toBe(true),
      { timeout: 20_000, interval: 20 },
    );
    // Not one hanging push had been given up on yet (the first goes after PUSH_LIMITS.requestTimeoutMs).
    expect(silentService.closed).toBe(0);
  });
});

describe('a device whose login session has ended', () => {
  chatClientsClosedAfterEach();

  it('hears nothing after a password reset: the shop’s chat reply reaches only the device subscribed since', async () => {
    const shopper = await createChatUser(app);
    const before = pushService.newDevice();
    await subscribe(shopper, before).expect(200);
    const window = await ChatClient.connect(baseUrl, shopper);
    const { conversationId } = window;
    window.socket.disconnect();

    await clientOf(app).post('/api/users/resetPassword/vcode', { email: shopper.email }).expect(200);
    const vcode = await codeMailedTo(outbox, shopper.email, 'Your password reset code');
    await clientOf(app).post('/api/users/resetPassword', { email: shopper.email, vcode, password: 'new-secret' }).expect(200);
    const since = pushService.newDevice();
    await (await loggedInClient(app, shopper.email, 'new-secret')).post('/api/push/subscriptions', since.subscription).expect(200);

    const staff = await ChatClient.connect(baseUrl, await createChatUser(app, 'admin'));
    await vi.waitFor(
      async () =>
        expect(
          (await staff.request('message:send', { conversationId, clientId: newClientId(), text: 'Your refund code is 1234' })).ok,
        ).toBe(true),
      JOB_WAIT,
    );
    await vi.waitFor(() => expect(pushService.requestsTo(since)).toHaveLength(1), JOB_WAIT);
    expect(pushService.requestsTo(before)).toEqual([]);
    expect((await subscriptionsOf(shopper.userId)).map((stored) => stored.endpoint)).toEqual([since.endpoint]);
  });
});
