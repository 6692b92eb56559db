import { getConnectionToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PUSH_MESSAGES } from '@shop/contracts/push';
import { type Connection, Types } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Client, SHOP_ORIGIN } from './helpers/accounts.js';
import { ChatClient, chatClientsClosedAfterEach, createChatUser, listenOnFreePort, newClientId } from './helpers/chat.js';
import { storeTestImages, testImage } from './helpers/admin.js';
import { insertProduct } from './helpers/factories.js';
import { LOCAL_PUSH_SERVICES, PushServiceStandIn, type TestDevice } from './helpers/push-service-stand-in.js';
import { createShopper, payOnTestCheckout, placeOrder, type Shopper } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const JOB_WAIT = { timeout: 30_000, interval: 100 };

let app: NestExpressApplication;
let baseUrl: string;
let pushService: PushServiceStandIn;
let admin: Shopper;

beforeAll(async () => {
  pushService = await PushServiceStandIn.start();
  app = await createTestApp(LOCAL_PUSH_SERVICES);
  baseUrl = await listenOnFreePort(app);
  admin = await createShopper(app, 'admin');
});

afterAll(async () => {
  await closeStarted(app, pushService);
});

const database = (): Connection => app.get(getConnectionToken());
const subscriptionsOf = (userId: string) =>
  database()
    .collection('push_subscriptions')
    .find({ userId: new Types.ObjectId(userId) })
    .toArray();
const jobsWithKeyPrefix = (prefix: string) =>
  database()
    .collection('jobs')
    .find({ dedupeKey: { $regex: `^${prefix}` } })
    .toArray();

function del(client: Client, path: string, body: object) {
  return client.agent.delete(path).set('X-Requested-With', 'XMLHttpRequest').set('Origin', SHOP_ORIGIN).send(body);
}

async function subscribedShopper(): Promise<{ shopper: Shopper; device: TestDevice }> {
  const shopper = await createShopper(app);
  const device = pushService.newDevice();
  await shopper.client
    .post('/api/push/subscriptions', device.subscription)
    .expect(200, { success: true, message: PUSH_MESSAGES.subscribed });
  return { shopper, device };
}

/** Waits for the device's nth push (1-based) and reads it as the browser would. */
async function nthPush(device: TestDevice, n = 1) {
  const received = await vi.waitFor(() => {
    const requests = pushService.requestsTo(device);
    if (requests.length < n) throw new Error(`${requests.length} pushes so far`);
    return requests[n - 1];
  }, JOB_WAIT);
  return { headers: received.headers, payload: device.decrypt(received) };
}

/** Waits until every push job whose key starts so has run: after that, whatever was to be sent has been. */
async function pushJobsSettled(prefix: string): Promise<void> {
  await vi.waitFor(async () => {
    const jobs = await jobsWithKeyPrefix(prefix);
    if (jobs.length === 0 || jobs.some((job) => job.state !== 'done')) throw new Error('push jobs still running');
  }, JOB_WAIT);
}

async function paidOrder(shopper: Shopper) {
  const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 5 }] });
  const placed = await placeOrder(shopper, product, 1);
  await payOnTestCheckout(app, placed.sessionId).expect(303);
  return placed.orderId;
}

const ship = (orderId: string) =>
  admin.client
    .patch(`/api/orders/reviseOrder/${orderId}`, { email: admin.email, status: 'Shipped', deliveryURL: 'https://track.example/parcel/7' })
    .expect(200);

describe('push subscriptions API', () => {
  it('answers only a logged-in shopper', async () => {
    const anonymous = request(app.getHttpServer());
    await anonymous.get('/api/push/publicKey').expect(401);
    await anonymous.get('/api/push/preferences').expect(401);
    await anonymous
      .post('/api/push/subscriptions')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send(pushService.newDevice().subscription)
      .expect(401);
  });

  it('gives the VAPID public key that the pushes are signed with', async () => {
    const { shopper, device } = await subscribedShopper();
    const { body } = await shopper.client.get('/api/push/publicKey').expect(200);
    expect(body).toMatchObject({ success: true, message: PUSH_MESSAGES.publicKey });
    expect(body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);

    await ship(await paidOrder(shopper));
    const { headers } = await nthPush(device);
    expect(headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${body.publicKey}$`));
  });

  it('refuses a subscription without a usable endpoint or keys, and stores nothing', async () => {
    const shopper = await createShopper(app);
    const { subscription } = pushService.newDevice();
    const refused = await shopper.client.post('/api/push/subscriptions', { ...subscription, endpoint: 'not a url' }).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: PUSH_MESSAGES.invalidEndpoint });
    const badKeys = await shopper.client
      .post('/api/push/subscriptions', { ...subscription, keys: { p256dh: 'abc', auth: subscription.keys.auth } })
      .expect(400);
    expect(badKeys.body).toMatchObject({ success: false, message: PUSH_MESSAGES.invalidKeys });
    await shopper.client.post('/api/push/subscriptions', { endpoint: subscription.endpoint }).expect(400);
    expect(await subscriptionsOf(shopper.userId)).toEqual([]);
  });

  it('removes only the caller’s own subscription', async () => {
    const { shopper, device } = await subscribedShopper();
    const other = await createShopper(app);
    await del(other.client, '/api/push/subscriptions', { endpoint: device.endpoint }).expect(200);
    expect(await subscriptionsOf(shopper.userId)).toHaveLength(1);
    await del(shopper.client, '/api/push/subscriptions', { endpoint: device.endpoint }).expect(200, {
      success: true,
      message: PUSH_MESSAGES.unsubscribed,
    });
    expect(await subscriptionsOf(shopper.userId)).toEqual([]);
  });

  it('forgets the device when the shopper logs out of the session that subscribed it', async () => {
    const { shopper } = await subscribedShopper();
    await shopper.client.get('/api/users/logout').expect(200);
    expect(await subscriptionsOf(shopper.userId)).toEqual([]);
  });

  it('keeps a switch per kind, every kind on until switched off', async () => {
    const shopper = await createShopper(app);
    const initial = await shopper.client.get('/api/push/preferences').expect(200);
    expect(initial.body).toEqual({
      success: true,
      preferences: { shipping: true, chat: true, backInStock: true },
      message: PUSH_MESSAGES.preferencesLoaded,
    });
    const saved = await shopper.client.patch('/api/push/preferences', { chat: false }).expect(200);
    expect(saved.body).toEqual({
      success: true,
      preferences: { shipping: true, chat: false, backInStock: true },
      message: PUSH_MESSAGES.preferencesSaved,
    });
    const refused = await shopper.client.patch('/api/push/preferences', { chat: 'no' }).expect(400);
    expect(refused.body.message).toBeTruthy();
    const empty = await shopper.client.patch('/api/push/preferences', {}).expect(400);
    expect(empty.body).toMatchObject({ success: false, message: PUSH_MESSAGES.invalidPreferences });
    expect((await shopper.client.get('/api/push/preferences')).body.preferences).toEqual({
      shipping: true,
      chat: false,
      backInStock: true,
    });
  });
});

describe('order pushes', () => {
  it('tells the owner’s device that the order shipped, with the delivery link, then that it was delivered', async () => {
    const { shopper, device } = await subscribedShopper();
    const orderId = await paidOrder(shopper);
    await ship(orderId);

    const shipped = await nthPush(device);
    expect(shipped.payload).toEqual({
      kind: 'shipping',
      title: 'Your order has shipped',
      body: `Order ${orderId} is on its way. Track it: https://track.example/parcel/7`,
      url: `/order/${orderId}`,
    });
    expect(shipped.headers).toMatchObject({ ttl: '86400', urgency: 'normal', 'content-encoding': 'aes128gcm' });

    await admin.client.patch(`/api/orders/reviseOrder/${orderId}`, { email: admin.email, status: 'Delivered' }).expect(200);
    const delivered = await nthPush(device, 2);
    expect(delivered.payload).toMatchObject({ kind: 'shipping', title: 'Your order was delivered', url: `/order/${orderId}` });
  });

  it('sends nothing of a kind the shopper switched off', async () => {
    const { shopper, device } = await subscribedShopper();
    await shopper.client.patch('/api/push/preferences', { shipping: false }).expect(200);
    const orderId = await paidOrder(shopper);
    await ship(orderId);
    await pushJobsSettled(`push:order:${orderId}:`);
    expect(pushService.requestsTo(device)).toEqual([]);
  });

  it('removes a subscription that the push service answers 410 Gone for', async () => {
    const { shopper, device } = await subscribedShopper();
    pushService.answer(device, 410);
    await ship(await paidOrder(shopper));
    await vi.waitFor(async () => expect(await subscriptionsOf(shopper.userId)).toEqual([]), JOB_WAIT);
    expect(pushService.requestsTo(device)).toHaveLength(1);
  });

  it('keeps the subscription and retries later, with backoff, when the push service fails', async () => {
    const { shopper, device } = await subscribedShopper();
    pushService.answer(device, 503);
    const orderId = await paidOrder(shopper);
    await ship(orderId);
    const retry = await vi.waitFor(async () => {
      const job = (await jobsWithKeyPrefix(`push:order:${orderId}:Shipped:`)).at(0);
      if (job?.state !== 'queued' || job.attempts !== 1) throw new Error('the device job has not failed once yet');
      return job;
    }, JOB_WAIT);
    expect(retry.lastError).toBe('The push service answered 503');
    expect(retry.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(await subscriptionsOf(shopper.userId)).toHaveLength(1);
  });

  it('reaches every device of the shopper, each once', async () => {
    const { shopper, device } = await subscribedShopper();
    const phone = pushService.newDevice();
    await shopper.client.post('/api/push/subscriptions', phone.subscription).expect(200);
    const orderId = await paidOrder(shopper);
    await ship(orderId);
    await nthPush(device);
    await nthPush(phone);
    await pushJobsSettled(`push:order:${orderId}:`);
    expect(pushService.requestsTo(device)).toHaveLength(1);
    expect(pushService.requestsTo(phone)).toHaveLength(1);
  });
});

describe('chat pushes', () => {
  chatClientsClosedAfterEach();

  it('pushes the shop’s reply to a shopper with no page of the shop connected to the chat, and not while one is', async () => {
    const shopper = await createChatUser(app);
    const device = pushService.newDevice();
    await shopper.client.post('/api/push/subscriptions', device.subscription).expect(200);
    const staff = await ChatClient.connect(baseUrl, await createChatUser(app, 'admin'));
    const window = await ChatClient.connect(baseUrl, shopper);
    const { conversationId } = window;

    const whileOpen = await staff.send(conversationId, 'Hello! Looking at your order now.', newClientId());
    expect(await jobsWithKeyPrefix(`push:chat:${whileOpen.id}`)).toEqual([]);

    window.socket.disconnect();
    await vi.waitFor(
      async () =>
        expect((await staff.request('message:send', { conversationId, clientId: newClientId(), text: 'Your parcel left today.' })).ok).toBe(
          true,
        ),
      JOB_WAIT,
    );
    const { payload, headers } = await nthPush(device);
    expect(payload).toEqual({ kind: 'chat', title: 'The shop replied', body: 'Your parcel left today.', url: '/?chat=open' });
    expect(headers).toMatchObject({ ttl: '3600', urgency: 'high' });
  });
});

describe('back-in-stock pushes', () => {
  const images = { cover: testImage('push cover'), pink: testImage('push pink') };
  const form = {
    proName: 'Push Keychain',
    category: 'Keychains',
    ip: 'Sanrio',
    description: 'A charm',
    cover: images.cover.url,
    imgSet: [],
  };
  const row = (Name: string, LeftNum: number) => ({ Name, Img: images.pink.url, LeftNum, Price: 5, SalePrice: null });

  beforeAll(async () => {
    await storeTestImages(app, Object.values(images));
  });

  async function listedByAdmin(stock: Record<string, number>): Promise<string> {
    const subTypeInfo = Object.entries(stock).map(([name, left]) => row(name, left));
    return (await admin.client.post('/api/products/addProduct', { ...form, subTypeInfo }).expect(201)).body.proID;
  }

  /** The admin's save on the revise page, each row's stock as loaded then set to `stock`. */
  async function adminSetsStock(proID: string, stock: Record<string, number>) {
    const loaded = (await admin.client.get(`/api/products/admin/getProduct/${proID}`).expect(200)).body.product;
    const loadedLeft = (name: string) =>
      (loaded.SubTypeSet as { Name: string; LeftNum: number }[]).find((entry) => entry.Name === name)!.LeftNum;
    const subTypeInfo = Object.entries(stock).map(([name, left]) => ({ ...row(name, left), LoadedLeftNum: loadedLeft(name) }));
    await admin.client
      .patch('/api/products/reviseProduct', { ...form, proID, display: true, updatedAt: loaded.updatedAt, subTypeInfo })
      .expect(200);
  }

  const cancelUnpaid = (shopper: Shopper, orderId: string) =>
    shopper.client
      .patch(`/api/orders/reviseOrder/${orderId}`, { status: 'Request Cancel', email: shopper.email, cancelReason: 'Changed my mind' })
      .expect(200);

  async function fanOfProduct(proID: string) {
    const fan = await subscribedShopper();
    await fan.shopper.client.patch('/api/users/reviseFav', { proID }).expect(200);
    return fan;
  }

  it('tells who asked and who keeps it as a favourite when an admin restocks, once per restock', async () => {
    const proID = await listedByAdmin({ Pink: 1, Blue: 4 });
    const buyer = await createShopper(app);
    const placed = await placeOrder(buyer, { _id: proID }, 1); // the last Pink: sold out

    const { shopper: asker, device: askerDevice } = await subscribedShopper();
    const inStock = await asker.client.post('/api/push/backInStock', { proID, subType: 'Blue' }).expect(409);
    expect(inStock.body).toMatchObject({ success: false, message: PUSH_MESSAGES.backInStockNotSoldOut });
    await asker.client.post('/api/push/backInStock', { proID, subType: 'Gold' }).expect(404);
    await asker.client
      .post('/api/push/backInStock', { proID, subType: 'Pink' })
      .expect(200, { success: true, message: PUSH_MESSAGES.backInStockSaved });
    const { device: fanDevice } = await fanOfProduct(proID);

    await adminSetsStock(proID, { Pink: 4, Blue: 4 });

    const expected = { kind: 'backInStock', title: 'Back in stock', url: `/product/${proID}` };
    expect((await nthPush(askerDevice)).payload).toMatchObject({
      ...expected,
      body: 'Push Keychain - Pink is back. Get it before it sells out again!',
    });
    const { payload, headers } = await nthPush(fanDevice);
    expect(payload).toMatchObject(expected);
    expect(headers).toMatchObject({ ttl: '43200', urgency: 'low' });

    // More stock without a sell-out in between is no new restock, nor is the canceled order's unit.
    await cancelUnpaid(buyer, placed.orderId);
    await adminSetsStock(proID, { Pink: 9, Blue: 4 });
    await pushJobsSettled(`push:restock:${proID}`);
    expect(await jobsWithKeyPrefix(`push:restock:${proID}:Pink:1`)).toHaveLength(3);
    expect(await jobsWithKeyPrefix(`push:restock:${proID}:Pink:2`)).toEqual([]);
    expect(pushService.requestsTo(askerDevice)).toHaveLength(1);
  });

  it('announces no restock when the stock comes back from canceled orders, however often the last units are bought and canceled', async () => {
    const proID = await listedByAdmin({ Pink: 2 });
    const { device } = await fanOfProduct(proID);
    const hoarder = await createShopper(app);
    for (let round = 0; round < 3; round += 1) {
      const { orderId } = await placeOrder(hoarder, { _id: proID }, 2);
      await cancelUnpaid(hoarder, orderId);
    }
    await pushJobsSettled('push:restock-check:');

    expect(await jobsWithKeyPrefix(`push:restock:${proID}`)).toEqual([]);
    expect(pushService.requestsTo(device)).toEqual([]);
    // Nor does the admin's next edit announce what the cancellations gave back.
    await adminSetsStock(proID, { Pink: 2 });
    expect(await jobsWithKeyPrefix(`push:restock:${proID}`)).toEqual([]);
  });

  it('tells a shopper of a sub-type’s restock at most once a day', async () => {
    const proID = await listedByAdmin({ Pink: 1 });
    const { device } = await fanOfProduct(proID);
    await adminSetsStock(proID, { Pink: 0 });
    await adminSetsStock(proID, { Pink: 3 });
    await nthPush(device);

    await adminSetsStock(proID, { Pink: 0 });
    await adminSetsStock(proID, { Pink: 3 });
    const latecomer = await fanOfProduct(proID);
    await adminSetsStock(proID, { Pink: 0 });
    await adminSetsStock(proID, { Pink: 3 });

    await nthPush(latecomer.device);
    await pushJobsSettled(`push:restock:${proID}`);
    expect(pushService.requestsTo(device)).toHaveLength(1);
    expect(pushService.requestsTo(latecomer.device)).toHaveLength(1);
  });
});
