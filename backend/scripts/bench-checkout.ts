/**
 * `npm run bench:checkout -w backend`: checkout throughput of the real app with many buyers at once.
 *
 * Starts the built app (see benchmark-app.ts) with the local test payment provider, on the embedded database
 * in a process of its own as MongoDB would run, makes BUYERS shoppers
 * and logs each in through the API, then times POST /api/orders/create-checkout-session, each of which
 * re-prices the cart, reserves its stock, writes the order and opens a payment session:
 * - all buyers at once with stock to spare, a one-line and a three-line cart (CHECKOUTS each, at most MAX_MS);
 * - a rush of RUSH_CHECKOUTS at once for RUSH_UNITS units, checking that exactly those sell.
 * The buyers post through node:http with kept-alive connections, which costs the process less than fetch does,
 * so that the CPU figure of this process is mostly the shop's; the database process's is printed apart, and
 * their sum is what the checkout costs the machine. Prints one table and exits by itself.
 */
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { cpuMsSince, type Figures, sample, summarise } from '../bench/latency-sampler.js';
import { type DatabaseProcess, printTable, runBenchmark, type RunningApp, startBuiltApp, startDatabaseProcess } from './benchmark-app.js';

const BUYERS = 50;
const CHECKOUTS = 2_000;
const MAX_MS = 20_000;
const RUSH_CHECKOUTS = 500;
const RUSH_UNITS = 25;
const LOGINS_AT_ONCE = 4;
const PASSWORD = 'bench-secret';
const AMPLE_STOCK = 1_000_000;
const ADDRESS = { location: '1 Main St, Springfield, IL 62701', recipient: 'Bench Buyer', phone: '555-123-4567' };
const API_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

interface ProductShape {
  _id: { toString(): string };
}

interface Tally {
  ok: number;
  refused: number;
  firstRefusal?: string;
}

async function main(): Promise<void> {
  const database = await startDatabaseProcess();
  // Many buyers check out over and over: the per-shopper caps would refuse them (they have tests of their own).
  const running = await startBuiltApp({ DEMO_DATA: 'false', MONGODB_URI: database.uri, CHECKOUT_HOLD_LIMITS: 'off' });
  const { app, baseUrl, readyInMs } = running;
  const products = app.get<Model<ProductShape>>(getModelToken('Product'));
  const commands = countCommands(app.get<Connection>(getConnectionToken()));
  const [one, two, three, scarce] = await products.insertMany(
    [AMPLE_STOCK, AMPLE_STOCK, AMPLE_STOCK, RUSH_UNITS].map((LeftNum, n) => ({
      ProductName: `Bench Charm ${n + 1}`,
      Cover: '/cover.webp',
      SubTypeSet: [{ Name: 'Pink', Img: '/pink.webp', Price: 4.99 + n, LeftNum }],
    })),
  );
  const cookies = await logInBuyers(running);
  console.log(`App ready in ${readyInMs} ms; ${BUYERS} buyers logged in; local test payment provider; ${loadAverage()}\n`);

  const checkout = checkoutAs(baseUrl);
  const rows: string[][] = [];
  const commandsByCase: string[] = [];
  for (const [label, cart] of [
    ['1 line, stock to spare', [line(one, 1)]],
    ['3 lines, stock to spare', [line(one, 1), line(two, 2), line(three, 3)]],
  ] as const) {
    const tally: Tally = { ok: 0, refused: 0 };
    const warmUp: Tally = { ok: 0, refused: 0 };
    let databaseCpuAtStart = database.cpuMs();
    // The sampler warms up with negative iteration numbers; those are not counted.
    const figures = await sample(
      (n) => {
        if (n === 0) {
          databaseCpuAtStart = database.cpuMs();
          commands.clear();
        }
        return checkout(cookies[Math.abs(n) % BUYERS], cart, n < 0 ? warmUp : tally);
      },
      { iterations: CHECKOUTS, maxMs: MAX_MS, concurrency: BUYERS },
    );
    const databaseMs = (await database.cpuMs()) - (await databaseCpuAtStart);
    rows.push(row(`${label}, ${BUYERS} buyers at once`, figures, tally, databaseMs, commands.perCheckout(figures.operations)));
    commandsByCase.push(`${label}: ${commands.byName(figures.operations)}`);
  }
  commands.clear();
  const rush = await rushFor(scarce, checkout, cookies, database);
  const rushLabel = `rush: ${RUSH_CHECKOUTS} at once for ${RUSH_UNITS} units`;
  rows.push(row(rushLabel, rush.figures, rush.tally, rush.databaseMs, commands.perCheckout(RUSH_CHECKOUTS)));
  console.log(`CPU ms per checkout (${loadAverage()}): the shop process (buyers included), the database process, and both;`);
  console.log(
    "database commands per checkout: the session's read, each line's stock, the payment session, and the order's insert and update (checkouts at once share those)",
  );
  printTable(
    ['case', 'checkouts', 'ok', 'refused', 'checkouts/s', 'p50 ms', 'p99 ms', 'shop cpu ms', 'db cpu ms', 'both cpu ms', 'db commands'],
    rows,
  );
  commandsByCase.push(`rush: ${commands.byName(RUSH_CHECKOUTS)}`);
  console.log(`\nDatabase commands per checkout by name:\n${commandsByCase.join('\n')}`);

  const left = (await products.findById(scarce._id).lean<{ SubTypeSet: { LeftNum: number }[] }>())!.SubTypeSet[0].LeftNum;
  const { ok, refused, firstRefusal } = rush.tally;
  console.log(`\nRush: ${ok} sold of ${RUSH_UNITS}, ${refused} refused ("${firstRefusal}"), stock left ${left}`);
  await app.close();
  if (ok !== RUSH_UNITS || left !== 0) throw new Error('The rush sold a different number of units than there were');
}

/** Every checkout at the same moment; latency is measured per checkout, throughput over the whole rush. */
async function rushFor(product: ProductShape, checkout: ReturnType<typeof checkoutAs>, cookies: string[], database: DatabaseProcess) {
  const tally: Tally = { ok: 0, refused: 0 };
  const latencies: number[] = [];
  const databaseCpuAtStart = await database.cpuMs();
  const cpuAtStart = process.cpuUsage();
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: RUSH_CHECKOUTS }, async (_, n) => {
      const checkoutStartedAt = performance.now();
      await checkout(cookies[n % BUYERS], [line(product, 1)], tally);
      latencies.push(performance.now() - checkoutStartedAt);
    }),
  );
  const figures = summarise(latencies, performance.now() - startedAt, cpuMsSince(cpuAtStart));
  return { tally, figures, databaseMs: (await database.cpuMs()) - databaseCpuAtStart };
}

function checkoutAs(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: BUYERS });
  return async (cookie: string, cart: readonly object[], tally: Tally): Promise<void> => {
    const payload = JSON.stringify({ cart, payment: 'card', ...ADDRESS });
    const { status, body } = await postJson(`${baseUrl}/api/orders/create-checkout-session`, payload, { Cookie: cookie }, agent);
    const { message } = JSON.parse(body) as { message: string };
    if (status === 201) tally.ok += 1;
    else if (status === 409) {
      tally.refused += 1;
      tally.firstRefusal ??= message;
    } else throw new Error(`Checkout answered ${status}: ${message}`);
  };
}

function postJson(url: string, payload: string, headers: Record<string, string>, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const posted = request(
      url,
      { method: 'POST', agent, headers: { ...API_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(payload) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    posted.on('error', reject);
    posted.end(payload);
  });
}

/** Accounts made through the users service (registration would need mailed codes), logged in through the API. */
async function logInBuyers({ app, baseUrl, importBuilt }: RunningApp): Promise<string[]> {
  const { UsersService } = await importBuilt<typeof import('../src/users/users.service.js')>('users/users.service.js');
  const { PasswordHasher } = await importBuilt<typeof import('../src/auth/password-hasher.js')>('auth/password-hasher.js');
  const users = app.get(UsersService);
  const hasher = app.get(PasswordHasher);
  const passwordHash = await hasher.hash(PASSWORD);
  const cookies: string[] = [];
  for (let start = 0; start < BUYERS; start += LOGINS_AT_ONCE) {
    const batch = Array.from({ length: Math.min(LOGINS_AT_ONCE, BUYERS - start) }, async (_, offset) => {
      const email = `buyer${start + offset}@bench.example`;
      await users.create({ email, passwordHash });
      return logIn(baseUrl, email);
    });
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

async function logIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: API_HEADERS,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Login of ${email} answered ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/** The machine is shared: figures are compared with the load they were measured under. */
function loadAverage(): string {
  return `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`;
}

function line(product: ProductShape, buyNum: number) {
  return { proid: product._id.toString(), subType: 'Pink', buyNum };
}

/** Counts the commands the app sends to the database, through the driver's command monitoring (the app turns it on). */
function countCommands(connection: Connection) {
  let counts = new Map<string, number>();
  connection.getClient().on('commandStarted', ({ commandName, command }) => {
    const name = `${commandName} ${command[commandName]}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  const total = () => [...counts.values()].reduce((sum, count) => sum + count, 0);
  return {
    clear: () => (counts = new Map()),
    perCheckout: (checkouts: number) => total() / checkouts,
    byName: (checkouts: number) => [...counts].map(([name, count]) => `${name} ${(count / checkouts).toFixed(2)}`).join(', '),
  };
}

function row(label: string, figures: Figures, tally: Tally, databaseMs: number, commandsPerCheckout: number): string[] {
  const databaseMsPerCheckout = databaseMs / figures.operations;
  return [
    label,
    String(tally.ok + tally.refused),
    String(tally.ok),
    String(tally.refused),
    figures.opsPerSecond.toFixed(0),
    figures.p50Ms.toFixed(1),
    figures.p99Ms.toFixed(1),
    figures.cpuMsPerOperation.toFixed(2),
    databaseMsPerCheckout.toFixed(2),
    (figures.cpuMsPerOperation + databaseMsPerCheckout).toFixed(2),
    commandsPerCheckout.toFixed(2),
  ];
}

runBenchmark(main);
