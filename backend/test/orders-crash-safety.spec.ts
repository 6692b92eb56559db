import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../src/demo/demo-accounts.service.js';
import {
  READY_TIMEOUT_MS,
  ShopClient,
  type ShopProcess,
  type StandbyShop,
  standbyShopProcess,
  startShopProcess,
} from './helpers/shop-process.js';

const ROUNDS = 3;
const SHOPPING_WORKERS = 6;
const SWEEP_MS = 200;
// Longer than a checkout takes here, so that only the dead instance's checkouts count as unfinished.
const GRACE_MS = 2_000;
const PAYMENT_WINDOW_MS = 2_000;
// Killed once a random number of this round's checkouts went through (or the time is up), a random moment later.
const KILL_AFTER_CHECKOUTS = { min: 4, max: 16 };
const KILL_DELAY_MS = { min: 0, max: 150 };
const MAX_ROUND_MS = 5_000;
const ADMIN_PAGE_SIZE = 12;
// A start per round and the first, each of which may take up to its limit on a busy machine, and the shopping between.
const TEST_TIMEOUT_MS = (ROUNDS + 1) * READY_TIMEOUT_MS + 60_000;
const ADDRESS = { location: '1 Main St, Springfield, IL 62701', recipient: 'Mia Chen', phone: '+1 555-123-4567' };
// A payment window short enough that unpaid orders of one round expire during the next.
const SHOP_ENV = {
  NODE_ENV: 'test',
  DEMO_DATA: 'true',
  SESSION_SECRET: 'crash-safety-test-session-secret-0123456789',
  ORDER_PAYMENT_WINDOW_SECONDS: String(PAYMENT_WINDOW_MS / 1000),
  ORDER_EXPIRY_SWEEP_MS: String(SWEEP_MS),
  UNFINISHED_CHECKOUT_GRACE_MS: String(GRACE_MS),
};

/** A product's sub-type, as `productId/subType`. */
type SubTypeKey = string;

interface ShopClients {
  shopper: ShopClient;
  admin: ShopClient;
}

interface ShoppingLog {
  acknowledged: Set<string>;
  paid: number;
  canceled: number;
}

interface ListedOrder {
  _id: string;
  Status: string;
  ReviseReason: string;
  BuyItem: { proid: string; subType: string; buyNum: number }[];
}

const keyOf = (productId: string, subType: string): SubTypeKey => `${productId}/${subType}`;
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

async function logIn(shopUrl: () => string, account: { email: string; password: string }): Promise<ShopClient> {
  const client = new ShopClient(shopUrl);
  const response = await client.json('POST', '/api/users/login', account);
  if (response.status !== 200) throw new Error(`login as ${account.email} failed: ${response.status}`);
  return client;
}

async function allPages<T>(admin: ShopClient, path: string, field: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await admin.json('GET', `${path}/${page}`);
    if (status !== 200) throw new Error(`GET ${path}/${page} answered ${status}`);
    items.push(...(body[field] as T[]));
    if (page * ADMIN_PAGE_SIZE >= (body.totalItemNum as number)) return items;
  }
}

async function stockBySubType(admin: ShopClient): Promise<Map<SubTypeKey, number>> {
  const products = await allPages<{ _id: string; SubTypeSet: { Name: string; LeftNum: number }[] }>(
    admin,
    '/api/products/admin/getProducts',
    'products',
  );
  return new Map(
    products.flatMap((product) => product.SubTypeSet.map((entry) => [keyOf(product._id, entry.Name), entry.LeftNum] as const)),
  );
}

/** Units held by the orders an admin sees, by sub-type: every status but Canceled holds its units. */
function unitsHeld(orders: ListedOrder[]): Map<SubTypeKey, number> {
  const held = new Map<SubTypeKey, number>();
  for (const order of orders.filter((listed) => listed.Status !== 'Canceled')) {
    for (const item of order.BuyItem)
      held.set(keyOf(item.proid, item.subType), (held.get(keyOf(item.proid, item.subType)) ?? 0) + item.buyNum);
  }
  return held;
}

/**
 * Waits until a sweep that started at `time` or later has finished, as the shop's metrics report: whatever
 * was due by then is settled, with no half-made change (a status changed, its stock not yet back) left.
 */
async function sweptSince(shop: ShopProcess, time: number): Promise<void> {
  for (;;) {
    const response = await fetch(`${shop.url}/api/metrics`);
    const seconds = /^shop_order_sweep_last_started_seconds (\S+)$/m.exec(await response.text())?.[1];
    if (seconds && Number(seconds) * 1000 >= time) return;
    await sleep(SWEEP_MS);
  }
}

/** Checks out random carts, then pays, cancels (as shopper or admin) or leaves each order to expire, until the shop dies. */
async function shopUntilKilled({ shopper, admin }: ShopClients, wares: SubTypeKey[], log: ShoppingLog): Promise<void> {
  try {
    for (;;) {
      const cart = [...new Set([wares[randomInt(0, wares.length - 1)], wares[randomInt(0, wares.length - 1)]])].map((key) => {
        const [proid, subType] = key.split('/');
        return { proid, subType, buyNum: randomInt(1, 3) };
      });
      const checkout = await shopper.json('POST', '/api/orders/create-checkout-session', { cart, payment: 'card', ...ADDRESS });
      if (checkout.status !== 201) continue;
      const orderId = checkout.body.orderId as string;
      log.acknowledged.add(orderId);
      const fate = Math.random();
      if (fate < 0.3) {
        if ((await shopper.form(`/api/payments/test-checkout/${checkout.body.id as string}/pay`)) === 303) log.paid += 1;
      } else if (fate < 0.45) {
        const body = { status: 'Request Cancel', email: DEMO_SHOPPER.email, cancelReason: 'Changed my mind' };
        if ((await shopper.json('PATCH', `/api/orders/reviseOrder/${orderId}`, body)).status === 200) log.canceled += 1;
      } else if (fate < 0.6) {
        const body = { status: 'Canceled', email: DEMO_ADMIN.email, reviseReason: 'Out of wrapping paper' };
        if ((await admin.json('PATCH', `/api/orders/reviseOrder/${orderId}`, body)).status === 200) log.canceled += 1;
      }
    }
  } catch {
    // The shop died under the request.
  }
}

describe('checkout when the shop is killed (kill -9) at random moments', () => {
  let dataDir: string;
  let shop: ShopProcess | undefined;
  let standby: StandbyShop | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-crash-'));
  });

  afterAll(async () => {
    await shop?.kill('SIGKILL');
    await standby?.discard();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'leaves every sub-type with its starting stock minus the units of live orders, after a restart and one sweep',
    async () => {
      const env = { ...SHOP_ENV, DATA_DIR: dataDir };
      let running = await startShopProcess(env);
      shop = running;
      // Each restart is a new process, which has loaded the app's code by the time the running shop is killed.
      let next = standbyShopProcess(env);
      standby = next;
      // The clients follow the shop to the port each restart listens on; their session cookies stay valid.
      const shopUrl = () => running.url;
      const clients = { shopper: await logIn(shopUrl, DEMO_SHOPPER), admin: await logIn(shopUrl, DEMO_ADMIN) };
      const startingStock = await stockBySubType(clients.admin);
      const wares = [...startingStock].filter(([, left]) => left >= 10).map(([key]) => key);
      expect(wares.length).toBeGreaterThan(3);
      const log: ShoppingLog = { acknowledged: new Set(), paid: 0, canceled: 0 };

      for (let round = 1; round <= ROUNDS; round += 1) {
        const acknowledgedBefore = log.acknowledged.size;
        const shopping = Array.from({ length: SHOPPING_WORKERS }, () => shopUntilKilled(clients, wares, log));
        const startedAt = Date.now();
        const killAfterCheckouts = randomInt(KILL_AFTER_CHECKOUTS.min, KILL_AFTER_CHECKOUTS.max);
        while (log.acknowledged.size - acknowledgedBefore < killAfterCheckouts && Date.now() - startedAt < MAX_ROUND_MS) await sleep(10);
        await sleep(randomInt(KILL_DELAY_MS.min, KILL_DELAY_MS.max));
        const killedAfterMs = Date.now() - startedAt;
        await running.kill('SIGKILL');
        const killedAt = Date.now();
        await Promise.all(shopping);

        const restartedAt = Date.now();
        running = await next.start();
        shop = running;
        standby = undefined;
        const restartMs = Date.now() - restartedAt;
        if (round < ROUNDS) standby = next = standbyShopProcess(env);
        // The checkouts it cut short are past their grace, its orders past their payment window, and a sweep has
        // settled them all: no order or stock changes any more (nobody is shopping).
        await sweptSince(running, killedAt + Math.max(GRACE_MS, PAYMENT_WINDOW_MS));
        const orders = await allPages<ListedOrder>(clients.admin, '/api/orders/getAllOrders', 'orders');
        const stock = await stockBySubType(clients.admin);
        const held = unitsHeld(orders);
        const listed = new Set(orders.map((order) => order._id));
        expect([...log.acknowledged].filter((orderId) => !listed.has(orderId))).toEqual([]);
        for (const [key, starting] of startingStock)
          expect({ key, left: stock.get(key) }).toEqual({ key, left: starting - (held.get(key) ?? 0) });
        const unitsInLiveOrders = [...held.values()].reduce((sum, units) => sum + units, 0);
        console.log(
          `round ${round}: killed after ${killedAfterMs} ms of shopping, restarted in ${restartMs} ms; ${log.acknowledged.size} checkouts acknowledged so far (${log.paid} paid, ${log.canceled} canceled);` +
            ` ${orders.filter((order) => order.ReviseReason === 'Payment window expired').length} expired;` +
            ` ${orders.filter((order) => order.Status !== 'Canceled').length} live orders hold ${unitsInLiveOrders} units;` +
            ` stock = starting stock − units in live orders for all ${startingStock.size} sub-types`,
        );
      }
    },
    TEST_TIMEOUT_MS,
  );
});
