/**
 * `npm run bench:push -w backend`: how late a shipping mail goes out while push services never answer.
 *
 * Starts the built app (see benchmark-app.ts) with loopback push endpoints allowed, and a stand-in push service
 * that accepts every connection and never answers. DEAD_ACCOUNTS accounts each subscribe the most devices an
 * account keeps (PUSH_LIMITS.devicesPerAccount) on it, and each gets a chat reply pushed: DEAD_ENDPOINTS
 * deliveries that hang until the shop gives up on them. Meanwhile another shopper's orders are shipped one by
 * one, and the time from the admin's "Shipped" to the shipping mail's hand-over to the mailer is measured, as it
 * is with no dead endpoint at all. Prints one table and exits by itself.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { SilentPushService } from '../test/helpers/push-service-stand-in.js';
import type { MailMessage } from '../src/mail/mail-message.js';
import { printTable, runBenchmark, type RunningApp, startBuiltApp } from './benchmark-app.js';

const DEAD_ACCOUNTS = 100;
const DEVICES_PER_ACCOUNT = 10;
const DEAD_ENDPOINTS = DEAD_ACCOUNTS * DEVICES_PER_ACCOUNT;
const SHIPMENTS = 5;
const PASSWORD = 'bench-secret';
const SHIPPED_SUBJECT = 'Your order is on its way';
const API_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

interface Sent {
  to: string;
  subject: string;
  text: string;
  at: number;
}

async function main(): Promise<void> {
  const silent = await SilentPushService.start();
  const running = await startBuiltApp({ DEMO_DATA: 'false', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true', PASSWORD_HASH_MEMORY_KIB: '8' });
  const sent = await recordMails(running);
  const accounts = await accountMaker(running);
  const admin = await accounts.logIn('admin@bench.example', 'admin');
  const victim = await accounts.logIn('victim@bench.example', 'customer');
  const ship = shipper(running, admin, victim, sent);

  const rows: string[][] = [];
  rows.push(row('no dead endpoint', await ship.times(SHIPMENTS), silent));

  const dead: { cookie: string; userId: string }[] = [];
  for (let n = 0; n < DEAD_ACCOUNTS; n += 1) {
    const account = await accounts.logIn(`dead${n}@bench.example`, 'customer');
    for (let device = 0; device < DEVICES_PER_ACCOUNT; device += 1) {
      await postJson(running.baseUrl, '/api/push/subscriptions', silent.newDevice().subscription, account.cookie);
    }
    dead.push(account);
  }
  const { DomainEventBus } =
    await running.importBuilt<typeof import('../src/common/events/domain-event-bus.js')>('common/events/domain-event-bus.js');
  const bus = running.app.get(DomainEventBus);
  for (const [n, { userId }] of dead.entries()) {
    const message = { id: `bench-${n}`, text: 'Your parcel left today.', attachment: null } as never;
    await bus.publish('chat.replyUnseen', { shopperId: userId, message });
  }
  while (silent.accepted === 0) await pause(5);
  rows.push(
    row(`${DEAD_ENDPOINTS} dead endpoints (${DEAD_ACCOUNTS} accounts × ${DEVICES_PER_ACCOUNT})`, await ship.times(SHIPMENTS), silent),
  );

  console.log(`App ready in ${running.readyInMs} ms\n`);
  printTable(['case', 'mails', 'p50 ms', 'max ms', 'dead requests open', 'given up so far'], rows);
  console.log(
    `\nLoad average: ${(await import('node:os'))
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  await silent.close();
}

function row(label: string, delays: number[], silent: SilentPushService): string[] {
  const sorted = [...delays].sort((a, b) => a - b);
  const open = silent.accepted - silent.closed;
  return [
    label,
    String(delays.length),
    sorted[Math.floor(sorted.length / 2)].toFixed(0),
    sorted[sorted.length - 1].toFixed(0),
    String(open),
    String(silent.closed),
  ];
}

/** Mails are handed to a recorder instead of the mailer: the time of the hand-over is what is measured. */
async function recordMails({ app, importBuilt }: RunningApp): Promise<Sent[]> {
  const { MailService } = await importBuilt<typeof import('../src/mail/mail.service.js')>('mail/mail.service.js');
  const sent: Sent[] = [];
  app.get(MailService).send = (message: MailMessage) => {
    sent.push({ to: message.to, subject: message.subject, text: message.text, at: performance.now() });
    return Promise.resolve();
  };
  return sent;
}

async function accountMaker({ app, baseUrl, importBuilt }: RunningApp) {
  const { UsersService } = await importBuilt<typeof import('../src/users/users.service.js')>('users/users.service.js');
  const { PasswordHasher } = await importBuilt<typeof import('../src/auth/password-hasher.js')>('auth/password-hasher.js');
  const passwordHash = await app.get(PasswordHasher).hash(PASSWORD);
  return {
    async logIn(email: string, role: 'customer' | 'admin') {
      const user = await app.get(UsersService).create({ email, passwordHash, role });
      const response = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: API_HEADERS,
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`Login of ${email} answered ${response.status}`);
      return { email, userId: user._id.toString(), cookie: response.headers.getSetCookie()[0].split(';')[0] };
    },
  };
}

type Account = Awaited<ReturnType<Awaited<ReturnType<typeof accountMaker>>['logIn']>>;

/** Paid orders of the victim, shipped one at a time: each answers the ms from the admin's "Shipped" to its mail. */
function shipper({ app, baseUrl }: RunningApp, admin: Account, victim: Account, sent: Sent[]) {
  const products = app.get<Model<{ _id: { toString(): string } }>>(getModelToken('Product'));
  const once = async (): Promise<number> => {
    const [product] = await products.insertMany([
      { ProductName: 'Bench Parcel', Cover: '/cover.webp', SubTypeSet: [{ Name: 'Pink', Img: '/pink.webp', Price: 4.99, LeftNum: 5 }] },
    ]);
    const cart = [{ proid: product._id.toString(), subType: 'Pink', buyNum: 1 }];
    const address = { location: '1 Main St, Springfield, IL 62701', recipient: 'Bench Buyer', phone: '555-123-4567' };
    const placed = await postJson(baseUrl, '/api/orders/create-checkout-session', { cart, payment: 'card', ...address }, victim.cookie);
    const { id: sessionId, orderId } = placed as { id: string; orderId: string };
    const paid = await fetch(`${baseUrl}/api/payments/test-checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    if (paid.status !== 303) throw new Error(`The test payment answered ${paid.status}`);
    const started = performance.now();
    const revised = await fetch(`${baseUrl}/api/orders/reviseOrder/${orderId}`, {
      method: 'PATCH',
      headers: { ...API_HEADERS, Cookie: admin.cookie },
      body: JSON.stringify({ email: admin.email, status: 'Shipped', deliveryURL: 'https://track.example/p/1' }),
    });
    if (!revised.ok) throw new Error(`Shipping answered ${revised.status}`);
    for (;;) {
      const mail = sent.find((each) => each.to === victim.email && each.subject === SHIPPED_SUBJECT && each.text.includes(orderId));
      if (mail) return mail.at - started;
      await pause(5);
    }
  };
  return {
    async times(count: number): Promise<number[]> {
      const delays: number[] = [];
      for (let n = 0; n < count; n += 1) delays.push(await once());
      return delays;
    },
  };
}

async function postJson(baseUrl: string, path: string, body: object, cookie: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...API_HEADERS, Cookie: cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

runBenchmark(main);
