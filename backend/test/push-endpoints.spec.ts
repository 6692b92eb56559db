import dns, { type LookupAddress } from 'node:dns';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PUSH_MESSAGES } from '@shop/contracts/push';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { database } from './helpers/accounts.js';
import { insertProduct } from './helpers/factories.js';
import { PushServiceStandIn } from './helpers/push-service-stand-in.js';
import { createShopper, payOnTestCheckout, placeOrder, type Shopper } from './helpers/shoppers.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

/** A push service's name that resolves to a public address when a subscription is stored and to loopback after (DNS rebinding). */
const REBINDING_HOST = 'rebinding.push.test';
const PUBLIC_ADDRESS: LookupAddress = { address: '93.184.216.34', family: 4 };
const LOOPBACK_ADDRESS: LookupAddress = { address: '127.0.0.1', family: 4 };

function rebindingDns() {
  const { lookup } = dns;
  const lookupAll = dns.promises.lookup;
  return [
    vi
      .spyOn(dns.promises, 'lookup')
      .mockImplementation(((host: string, options: object) =>
        host === REBINDING_HOST ? Promise.resolve([PUBLIC_ADDRESS]) : lookupAll(host, { ...options, all: true })) as typeof lookupAll),
    vi.spyOn(dns, 'lookup').mockImplementation(((host: string, options: object, callback: (...args: unknown[]) => void) => {
      if (host === REBINDING_HOST) callback(null, [LOOPBACK_ADDRESS]);
      else lookup(host, options, callback);
    }) as typeof lookup),
  ];
}

let app: NestExpressApplication;
let pushService: PushServiceStandIn;
let admin: Shopper;

beforeAll(async () => {
  pushService = await PushServiceStandIn.start();
  // No PUSH_ALLOW_LOCAL_ENDPOINTS: the rules of production. The operator adds two hosts of their own.
  app = await createTestApp({ PUSH_SERVICE_HOSTS: `localhost,${REBINDING_HOST}` });
  admin = await createShopper(app, 'admin');
});

afterAll(async () => {
  await closeStarted(app, pushService);
});

const subscriptionsOf = (userId: string) =>
  database(app)
    .collection('push_subscriptions')
    .find({ userId: new Types.ObjectId(userId) })
    .toArray();

describe('push endpoints', () => {
  it.each([
    ['a loopback address', () => pushService.newDevice().endpoint],
    ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data'],
    ['a private address', () => 'https://10.0.0.1/push/1'],
    ['an unknown host', () => 'https://push.attacker.example/device/1'],
    ['a known push service over http', () => 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a known push service on another port', () => 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['credentials', () => 'https://user:secret@fcm.googleapis.com/fcm/send/abc'],
    ['an allowed host that resolves to loopback', () => 'https://localhost/push/1'],
  ])('refuses an endpoint with %s, and stores nothing', async (_case, endpoint) => {
    const shopper = await createShopper(app);
    const { subscription } = pushService.newDevice();
    const refused = await shopper.client.post('/api/push/subscriptions', { ...subscription, endpoint: endpoint() }).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: PUSH_MESSAGES.unknownPushService });
    expect(await subscriptionsOf(shopper.userId)).toEqual([]);
  });

  it('checks the address again when it sends: a name that resolves to loopback by then gets no request, and its device is dropped', async () => {
    const spies = rebindingDns();
    onTestFinished(() => {
      for (const spy of spies) spy.mockRestore();
    });
    const shopper = await createShopper(app);
    const { subscription } = pushService.newDevice();
    await shopper.client.post('/api/push/subscriptions', { ...subscription, endpoint: `https://${REBINDING_HOST}/push/1` }).expect(200);

    const product = await insertProduct(app, { SubTypeSet: [{ Name: 'Pink', LeftNum: 5 }] });
    const placed = await placeOrder(shopper, product, 1);
    await payOnTestCheckout(app, placed.sessionId).expect(303);
    await admin.client
      .patch(`/api/orders/reviseOrder/${placed.orderId}`, {
        email: admin.email,
        status: 'Shipped',
        deliveryURL: 'https://track.example/p/1',
      })
      .expect(200);

    await vi.waitFor(async () => expect(await subscriptionsOf(shopper.userId)).toEqual([]), { timeout: 30_000, interval: 100 });
    const [job] = await database(app)
      .collection('jobs')
      .find({ dedupeKey: { $regex: `^push:order:${placed.orderId}:Shipped:` } })
      .toArray();
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
  });
});
