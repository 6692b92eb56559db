/**
 * `npm run bench:restart -w @shop/embedded-mongo`: how long the standalone server (the built dist/cli.js) takes to
 * open a shop-sized data directory, and how much memory it holds then.
 *
 * The data directory (100,000 products + 300,000 orders, shaped like the shop's, with the shop's indexes) is
 * generated once through the server itself and cached under node_modules/.cache; each run starts the server on a
 * copy of it and prints the time from spawn to listening, to the first catalogue page, to a warm shop (an order
 * history, the unpaid-order and order-change sweeps, a product by id), and the server's RSS at each point.
 *
 * Issue 30, 2 cores shared with other work (load average 15-20), medians of 3 runs (server CPU time is the figure
 * to compare; wall times grow with the load):
 *   before (whole files held in memory, a put frame per document):  CPU to listening 3.3-3.9 s, RSS listening 805 MB,
 *                                                                   after first page 864 MB, warm 1,490 MB
 *   after (documents read back from the files, snapshot blocks,    CPU to listening 2.1 s (1.6-2.2), RSS listening 210 MB,
 *   record ids on recovered documents, one array per index entry):  after first page 329 MB, warm 767 MB
 * The data directory here is the earlier one compacted once by the new server (snapshot in blocks, no journal tail).
 * Then, with the order-change sweep in the warm shop, both builds in one sitting (BENCH_CLI, load average 11-13):
 *   before (a date or ObjectId range scanned; a limited find      CPU to listening 1.9 s, first page 4.1 s, warm 36.6 s;
 *   decoded every candidate first; Date objects in index entries): RSS warm 762 MB; wall to listening 6.3 s
 *   after (ranges of dates and ObjectIds bound the walk, candidates CPU to listening 1.8 s, first page 2.9 s, warm 12.2 s;
 *   read lazily, scalars read from the bytes, dates kept as times): RSS warm 539 MB; wall to listening 4.8 s
 * Then both builds in one sitting again (BENCH_CLI, load average 17-19; server CPU / RSS, medians of 3):
 *   before (a map insert per recovered document at start, 'o' + hex  CPU to listening 1.94 s, first page 2.96 s, warm 12.6 s;
 *   _id keys, index fills decoding projections through 32 KB reads): RSS listening 214 MB, first page 325 MB, warm 501 MB
 *   after (a collection keyed by _id when first used, flat _id keys,  CPU to listening 1.19 s, first page 1.88 s, warm 9.0 s;
 *   index entries read from the bytes through one reused 1 MB window): RSS listening 182 MB, first page 233 MB, warm 483 MB
 *   Wall (load 18): listening 6.8 -> 4.0 s, first page 11.0 -> 6.9 s; wall tracks CPU plus ~0.3 s on an idle machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient, ObjectId, type Db } from 'mongodb';
import { startEmbeddedMongo } from '../src/server.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 300_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BATCH = 1000;
const USERS = 20_000;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** Named after the snapshot format too (blocks of documents since issue 30), so a new format is generated afresh. */
const cacheDir = join(packageDir, '../../node_modules/.cache/embedded-mongo-restart', `${PRODUCTS}-products-${ORDERS}-orders-blocks`);
/** BENCH_CLI: another build's cli.js (a copy of dist/ from before a change), to compare two builds in one sitting. */
const cli = process.env.BENCH_CLI ?? join(packageDir, 'dist/cli.js');

const CATEGORIES = ['Desk Ornaments', 'Phone Cases', 'Keychains', 'Stickers', 'Acrylic Products'];
const IPS = ['Hello Kitty', 'My Melody', 'Kuromi', 'Cinnamoroll', 'Pompompurin'];
const STATUSES = ['Unpaid', 'Paid', 'Shipped', 'Delivered', 'Canceled'];
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2024, 0, 1);

const userId = (n: number) => new ObjectId(n.toString(16).padStart(24, '0'));
const productId = (n: number) => new ObjectId((0x10000000 + n).toString(16).padStart(24, '0'));

function product(n: number) {
  const at = new Date(EPOCH + n * 60_000);
  return {
    _id: productId(n),
    ProductName: `${IPS[n % IPS.length]} ${['plush', 'keychain', 'sticker set', 'phone case'][n % 4]} no. ${n}`,
    NameSearch: [IPS[n % IPS.length].toLowerCase(), `item${n}`],
    Category: [CATEGORIES[n % CATEGORIES.length]],
    IP: [IPS[n % IPS.length]],
    Description: `A soft pastel ${CATEGORIES[n % CATEGORIES.length].toLowerCase()} piece, hand-checked before it ships. `.repeat(3),
    Cover: `/uploads/products/${n}/cover.webp`,
    Display: n % 10 !== 0,
    ImgSet: [
      { Name: `/uploads/products/${n}/1.webp` },
      { Name: `/uploads/products/${n}/2.webp` },
      { Name: `/uploads/products/${n}/3.webp` },
    ],
    SubTypeSet: ['Pink', 'Blue', 'Lilac'].map((colour, index) => ({
      Name: colour,
      Img: `/uploads/products/${n}/${colour.toLowerCase()}.webp`,
      Price: 1299 + (n % 50) * 10 + index * 100,
      SalePrice: n % 9 === 0 ? 999 : null,
      LeftNum: (n * 7 + index) % 40,
      HeldBy: [],
    })),
    createdAt: at,
    updatedAt: at,
  };
}

function order(n: number) {
  const created = new Date(EPOCH + n * 90_000);
  const status = STATUSES[n % STATUSES.length];
  const owner = n % USERS;
  const lines = 1 + (n % 3);
  const items = Array.from({ length: lines }, (_, line) => {
    const p = (n * 13 + line * 101) % PRODUCTS;
    return {
      proid: productId(p),
      proname: `${IPS[p % IPS.length]} plush no. ${p}`,
      proprice: 1299 + (p % 50) * 10,
      subType: 'Pink',
      buyNum: 1 + (line % 2),
      totalPrice: (((1299 + (p % 50) * 10) * (1 + (line % 2))) / 100).toFixed(2),
      maxLeft: 20,
    };
  });
  return {
    CreateDate: created,
    OwnerId: userId(owner),
    Email: `shopper${owner}@example.com`,
    UserName: `Shopper ${owner}`,
    Phone: `+1 512 555 ${String(owner % 10_000).padStart(4, '0')}`,
    Location: `${100 + (owner % 900)} Pastel Lane, Austin, TX 787${String(owner % 100).padStart(2, '0')}`,
    DeliveryURL: status === 'Shipped' || status === 'Delivered' ? `https://track.example.com/${n}` : '',
    Status: status,
    Abandoned: false,
    ReviseDate: null,
    ReviseReason: '',
    CancelReason: status === 'Canceled' ? 'Changed my mind' : '',
    Note: '',
    IfPaid: status !== 'Unpaid' && status !== 'Canceled',
    IfShipped: status === 'Shipped' || status === 'Delivered',
    IfDelivered: status === 'Delivered',
    IfCanceled: status === 'Canceled',
    BuyItem: items,
    TotalPrice: items.reduce((sum, item) => sum + item.proprice * item.buyNum, 0),
    SubtotalCents: items.reduce((sum, item) => sum + item.proprice * item.buyNum, 0),
    DiscountCents: 0,
    DiscountCode: null,
    ShippingCents: 499,
    PaymentMethod: 'card',
    PaymentProvider: 'stripe',
    PaymentSessionId: `cs_test_${n.toString(36)}`,
    PaymentAttempt: 1,
    PaymentIntentId: status === 'Unpaid' ? null : `pi_${n.toString(36)}`,
    PaymentDeadline: new Date(created.getTime() + 30 * 60_000),
    StockReserved: status === 'Unpaid',
    PaymentProblem: null,
    NeedsRefund: false,
    RefundId: null,
    StatusHistory: [
      { id: new ObjectId(), at: created, by: String(userId(owner)), from: null, to: 'Unpaid', reason: '' },
      ...(status === 'Unpaid'
        ? []
        : [{ id: new ObjectId(), at: new Date(created.getTime() + DAY_MS), by: 'webhook', from: 'Unpaid', to: status, reason: '' }]),
    ],
    UnannouncedChanges: [],
    Notes: [],
  };
}

async function createShopIndexes(db: Db): Promise<void> {
  await db
    .collection('products')
    .createIndexes([
      { key: { Display: 1, createdAt: -1, _id: -1 } },
      { key: { Display: 1, ProductName: 1, _id: 1 } },
      { key: { Display: 1, Category: 1, ProductName: 1, _id: 1 } },
      { key: { Display: 1, IP: 1, ProductName: 1, _id: 1 } },
      { key: { Category: 1 } },
      { key: { IP: 1 } },
      { key: { createdAt: -1, _id: -1 } },
      { key: { 'SubTypeSet.LeftNum': 1 } },
    ]);
  await db
    .collection('orders')
    .createIndexes([
      { key: { OwnerId: 1, CreateDate: -1 } },
      { key: { Status: 1, PaymentDeadline: 1 } },
      { key: { PaymentSessionId: 1 } },
      { key: { UnannouncedChanges: 1 } },
      { key: { CreateDate: -1, _id: -1 } },
      { key: { Status: 1, CreateDate: -1, _id: -1 } },
      { key: { Email: 1, CreateDate: -1, _id: -1 } },
    ]);
}

async function insertAll(db: Db, collection: string, count: number, make: (n: number) => object): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => make(start + offset));
    await db.collection(collection).insertMany(batch, { ordered: false });
  }
}

/** Generated once through the server, so the files are exactly what a shop of that size leaves behind. */
async function cachedDataDirectory(): Promise<string> {
  const dbPath = join(cacheDir, 'db');
  if (existsSync(join(cacheDir, 'ready'))) return dbPath;
  console.log(`Generating ${PRODUCTS} products and ${ORDERS} orders into ${cacheDir} (once) ...`);
  const building = `${cacheDir}.building`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  const server = await startEmbeddedMongo({ port: 0, dbPath: join(building, 'db'), log: () => undefined });
  const client = await MongoClient.connect(server.uri);
  try {
    const db = client.db('shop');
    await createShopIndexes(db);
    await insertAll(db, 'products', PRODUCTS, product);
    await insertAll(db, 'orders', ORDERS, order);
  } finally {
    await client.close();
    await server.close();
  }
  await writeFile(join(building, 'ready'), new Date().toISOString());
  await rm(cacheDir, { recursive: true, force: true });
  await rename(building, cacheDir);
  return dbPath;
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The server's CPU time so far (user + system, /proc/PID/stat fields 14 and 15): the machine may be shared. */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return ((utime + stime) * 1000) / 100;
}

async function waitForUri(child: ChildProcess): Promise<string> {
  let output = '';
  child.stdout?.setEncoding('utf8');
  for await (const chunk of child.stdout ?? []) {
    output += String(chunk);
    const line = output.split('\n').find((candidate) => candidate.startsWith('mongodb://'));
    if (line) return line.trim();
  }
  throw new Error(`the server exited before listening:\n${output}`);
}

interface Run {
  listeningMs: number;
  firstQueryMs: number;
  warmMs: number;
  rssListeningMb: number;
  rssFirstQueryMb: number;
  rssWarmMb: number;
  cpuListeningMs: number;
  cpuFirstQueryMs: number;
  cpuWarmMs: number;
}

async function timeOneStart(source: string): Promise<Run> {
  const workDir = await mkdtemp(join(tmpdir(), 'bench-restart-'));
  const dbPath = join(workDir, 'db');
  await cp(source, dbPath, { recursive: true });
  const started = performance.now();
  const child = spawn(process.execPath, [cli, '--dbpath', dbPath, '--socket', join(workDir, 'mongod.sock')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const uri = await waitForUri(child);
    const listeningMs = performance.now() - started;
    const pid = child.pid ?? 0;
    const rssListeningMb = await rssMb(pid);
    const cpuListeningMs = await cpuMs(pid);
    const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 600_000, connectTimeoutMS: 600_000 });
    const db = client.db('shop');
    await db.collection('products').find({ Display: true }).sort({ createdAt: -1, _id: -1 }).limit(15).toArray();
    const firstQueryMs = performance.now() - started;
    const rssFirstQueryMb = await rssMb(pid);
    const cpuFirstQueryMs = await cpuMs(pid);
    await warmShop(db);
    const warmMs = performance.now() - started;
    const rssWarmMb = await rssMb(pid);
    const cpuWarmMs = await cpuMs(pid);
    await client.close();
    return { listeningMs, firstQueryMs, warmMs, rssListeningMb, rssFirstQueryMb, rssWarmMb, cpuListeningMs, cpuFirstQueryMs, cpuWarmMs };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    await rm(workDir, { recursive: true, force: true });
  }
}

/** What a shop does in its first seconds: a shopper's order history, the order sweeps, a product page. */
async function warmShop(db: Db): Promise<void> {
  const orders = db.collection('orders');
  await orders
    .find({ OwnerId: userId(42) })
    .sort({ CreateDate: -1 })
    .limit(10)
    .toArray();
  await orders
    .find({ Status: 'Unpaid', PaymentDeadline: { $lt: new Date() } })
    .limit(50)
    .toArray();
  // The order-change sweep: orders holding a change not yet dispatched (none here).
  await orders
    .find({ UnannouncedChanges: { $gte: new ObjectId('000000000000000000000000') } })
    .limit(200)
    .toArray();
  await orders.find({}).sort({ CreateDate: -1, _id: -1 }).limit(20).toArray();
  await db.collection('products').findOne({ _id: productId(PRODUCTS - 1) });
  await db.collection('products').find({ Display: true, Category: 'Keychains' }).sort({ ProductName: 1, _id: 1 }).limit(15).toArray();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build -w @shop/embedded-mongo first`);
  const source = await cachedDataDirectory();
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await timeOneStart(source));
  const row = (label: string, pick: (run: Run) => number, unit: string) =>
    console.log(
      `${label.padEnd(34)} ${runs.map((run) => pick(run).toFixed(0).padStart(7)).join(' ')}   median ${median(runs.map(pick)).toFixed(0)} ${unit}`,
    );
  console.log(
    `\nRestart of ${PRODUCTS} products + ${ORDERS} orders (${RUNS} runs, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')})`,
  );
  row('start to listening', (run) => run.listeningMs, 'ms');
  row('start to first catalogue page', (run) => run.firstQueryMs, 'ms');
  row('start to warm shop', (run) => run.warmMs, 'ms');
  row('server CPU to listening', (run) => run.cpuListeningMs, 'ms');
  row('server CPU to first page', (run) => run.cpuFirstQueryMs, 'ms');
  row('server CPU to warm shop', (run) => run.cpuWarmMs, 'ms');
  row('RSS listening', (run) => run.rssListeningMb, 'MB');
  row('RSS after first page', (run) => run.rssFirstQueryMb, 'MB');
  row('RSS warm', (run) => run.rssWarmMb, 'MB');
}

await main();
