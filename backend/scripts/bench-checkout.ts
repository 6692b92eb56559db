/**
 * `npm run bench:checkout -w backend`: checkout throughput of the real app with many buyers at once.
 *
 * Starts the built app (see benchmark-app.ts) with the local test payment provider, on the embedded database
 * in a process of its own as MongoDB would run, makes BUYERS shoppers
 * and logs each in through the API, then times POST /api/orders/create-checkout-session, each of which
 * re-prices the cart, reserves its stock, writes the order and opens a payment session:
 * - all buyers at once with stock to spare, a one-line and a three-line cart (CHECKOUTS each, at most MAX_MS);
 * - a rush of RUSH_CHECKOUTS at once for RUSH_UNITS units, checking that exactly those sell.
 * The buyers post from a process of their own (bench-checkout-buyers.ts), so that the CPU figure of this process is
 * the shop's alone; the database process's is printed apart, their sum is what the checkout costs the machine, and
 * the buyers' own CPU is printed last. Prints one table and exits by itself.
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { cpuMsSince, type Figures } from '../bench/latency-sampler.js';
import type { BuyersReport, BuyersRequest, BuyersSetUp, CartLine, Tally } from './bench-checkout-buyers.js';
import { type DatabaseProcess, printTable, runBenchmark, type RunningApp, startBuiltApp, startDatabaseProcess } from './benchmark-app.js';

const BUYERS = 50;
const CHECKOUTS = 2_000;
const MAX_MS = 20_000;
const RUSH_CHECKOUTS = 500;
const RUSH_UNITS = 25;
const LOGINS_AT_ONCE = 4;
const PASSWORD = 'bench-secret';
const AMPLE_STOCK = 1_000_000;
const API_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

interface ProductShape {
  _id: { toString(): string };
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

  const buyers = startBuyers({ baseUrl, cookies });
  const rows: string[][] = [];
  const commandsByCase: string[] = [];
  for (const [label, cart] of [
    ['1 line, stock to spare', [line(one, 1)]],
    ['3 lines, stock to spare', [line(one, 1), line(two, 2), line(three, 3)]],
  ] as const) {
    const { figures, tally, cpu } = await buyers.run(
      { kind: 'case', cart: [...cart], iterations: CHECKOUTS, maxMs: MAX_MS, concurrency: BUYERS },
      counter(database, commands),
    );
    rows.push(row(`${label}, ${BUYERS} buyers at once`, figures, tally, cpu, commands.perCheckout(figures.operations)));
    commandsByCase.push(`${label}: ${commands.byName(figures.operations)}`);
  }
  const rush = await buyers.run({ kind: 'rush', cart: [line(scarce, 1)], checkouts: RUSH_CHECKOUTS }, counter(database, commands));
  const rushLabel = `rush: ${RUSH_CHECKOUTS} at once for ${RUSH_UNITS} units`;
  rows.push(row(rushLabel, rush.figures, rush.tally, rush.cpu, commands.perCheckout(RUSH_CHECKOUTS)));
  console.log(`CPU ms per checkout (${loadAverage()}): the shop process, the database process, both, and the buyers' process;`);
  console.log(
    "database commands per checkout: the session's read, each line's stock (a cart of several: one write and one read), and the order's insert and update (checkouts at once share those)",
  );
  printTable(
    [
      'case',
      'checkouts',
      'ok',
      'refused',
      'checkouts/s',
      'p50 ms',
      'p99 ms',
      'shop cpu ms',
      'db cpu ms',
      'both cpu ms',
      'buyers cpu ms',
      'db commands',
    ],
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

interface CpuSpent {
  shopMs: number;
  databaseMs: number;
}

/** The shop's and the database's CPU time from the moment the buyers' counted checkouts start; the commands counted from then too. */
function counter(database: DatabaseProcess, commands: ReturnType<typeof countCommands>) {
  let shopAtStart = process.cpuUsage();
  let databaseAtStart = Promise.resolve(0);
  return {
    start: () => {
      shopAtStart = process.cpuUsage();
      databaseAtStart = database.cpuMs();
      commands.clear();
    },
    stop: async (): Promise<CpuSpent> => {
      const shopMs = cpuMsSince(shopAtStart);
      return { shopMs, databaseMs: (await database.cpuMs()) - (await databaseAtStart) };
    },
  };
}

/** Forks the buyers' process (it stops when this process exits) with the shoppers' session cookies. */
function startBuyers(setUp: BuyersSetUp) {
  const child = fork(new URL('bench-checkout-buyers.ts', import.meta.url), {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(setUp);
  return {
    run: (request: BuyersRequest, counted: ReturnType<typeof counter>) =>
      new Promise<{ figures: Figures; tally: Tally; cpu: CpuSpent }>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`The buyers' process stopped (exit code ${code})`));
        const onReport = (report: BuyersReport) => {
          if (report.kind === 'counting') {
            counted.start();
            return;
          }
          child.off('message', onReport).off('exit', onExit);
          counted.stop().then((cpu) => resolve({ figures: report.figures, tally: report.tally, cpu }), reject);
        };
        child.on('message', onReport).once('exit', onExit);
        child.send(request);
      }),
  };
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

function line(product: ProductShape, buyNum: number): CartLine {
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

function row(label: string, figures: Figures, tally: Tally, cpu: CpuSpent, commandsPerCheckout: number): string[] {
  const shopMs = cpu.shopMs / figures.operations;
  const databaseMs = cpu.databaseMs / figures.operations;
  return [
    label,
    String(tally.ok + tally.refused),
    String(tally.ok),
    String(tally.refused),
    figures.opsPerSecond.toFixed(0),
    figures.p50Ms.toFixed(1),
    figures.p99Ms.toFixed(1),
    shopMs.toFixed(2),
    databaseMs.toFixed(2),
    (shopMs + databaseMs).toFixed(2),
    figures.cpuMsPerOperation.toFixed(2),
    commandsPerCheckout.toFixed(2),
  ];
}

runBenchmark(main);
