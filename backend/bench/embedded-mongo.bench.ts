// Throughput and latency of the embedded MongoDB-compatible server through mongoose, with and without durability.
// Run from the repository root: npm run bench:db
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { runBenchmark } from '../scripts/benchmark-app.js';
import { startEmbeddedMongo } from '@shop/embedded-mongo';
import { catalogueModels, productDocument, seedProducts, seedUsers, type CatalogueModels } from './catalogue-fixture.js';
import { cpuMsSince, sample, summarise, type SampleLimits } from './latency-sampler.js';
import { formatReport, type ReportRow } from './report-table.js';
import { benchmarkServerShareOfFindById } from './server-command-path.js';

const PRODUCT_COUNT = 10_000;
const USER_COUNT = 1_000;
const PAGE_SIZE = 15;
const CATALOGUE_PAGES = 20;
const START_UP_RUNS = 3;
const TARGET_FIND_BY_ID_MS = 0.5;
const TARGET_CATALOGUE_MS = 10;
const TARGET_START_UP_MS = 1000;
const RECOVERY_WRITE_COUNTS = [10_000, 100_000];
const TARGET_RECOVERY_MS = 2000;
const RECOVERY_WRITERS = 16;
const STOCKED_PRODUCTS = 1000;
const CATALOGUE_FILTER = { Display: true, Category: 'Keychains' };

interface Operation {
  name: string;
  run: (iteration: number) => Promise<unknown>;
  limits: SampleLimits;
  targetMs?: number;
}

interface Seeded {
  models: CatalogueModels;
  productIds: mongoose.Types.ObjectId[];
  emails: string[];
}

/** Spreads iterations over the data set instead of hammering one cached document. */
function pick<T>(items: T[], iteration: number): T {
  return items[Math.abs(iteration * 7919) % items.length];
}

function operations({ models, productIds, emails }: Seeded): Operation[] {
  const { Product, User } = models;
  let inserted = PRODUCT_COUNT;
  const insertProduct = () => Product.create(productDocument(inserted++));
  return [
    { name: 'insert (mongoose create)', run: insertProduct, limits: { iterations: 500, maxMs: 4000 } },
    { name: 'insert, 16 concurrent clients', run: insertProduct, limits: { iterations: 3000, maxMs: 4000, concurrency: 16 } },
    {
      name: 'findById (hydrated document)',
      run: (i) => Product.findById(pick(productIds, i)),
      limits: { iterations: 3000, maxMs: 4000 },
      targetMs: TARGET_FIND_BY_ID_MS,
    },
    {
      name: 'findById .lean()',
      run: (i) => Product.findById(pick(productIds, i)).lean(),
      limits: { iterations: 3000, maxMs: 4000 },
      targetMs: TARGET_FIND_BY_ID_MS,
    },
    {
      name: 'indexed equality find (User by Email)',
      run: (i) => User.findOne({ Email: pick(emails, i) }).lean(),
      limits: { iterations: 3000, maxMs: 4000 },
    },
    {
      name: `catalogue page + countDocuments (${PRODUCT_COUNT / 1000}k products)`,
      run: (i) =>
        Promise.all([
          Product.find(CATALOGUE_FILTER)
            .sort({ createdAt: -1 })
            .skip((Math.abs(i) % CATALOGUE_PAGES) * PAGE_SIZE)
            .limit(PAGE_SIZE)
            .lean(),
          Product.countDocuments(CATALOGUE_FILTER),
        ]),
      limits: { iterations: 300, maxMs: 5000 },
      targetMs: TARGET_CATALOGUE_MS,
    },
    {
      name: 'conditional stock update (findOneAndUpdate)',
      run: (i) =>
        Product.findOneAndUpdate(
          { _id: pick(productIds, i), 'SubTypeSet.0.LeftNum': { $gte: 1 } },
          { $inc: { 'SubTypeSet.0.LeftNum': -1 } },
          { returnDocument: 'after' },
        ).lean(),
      limits: { iterations: 1000, maxMs: 4000 },
    },
  ];
}

async function connect(uri: string): Promise<Connection> {
  return mongoose.createConnection(`${uri}/bench`).asPromise();
}

async function seed(connection: Connection): Promise<Seeded> {
  const models = catalogueModels(connection);
  await Promise.all([models.Product.init(), models.User.init()]);
  const productIds = await seedProducts(models, PRODUCT_COUNT);
  const emails = await seedUsers(models, USER_COUNT);
  return { models, productIds, emails };
}

async function benchmarkOperations(durable: boolean): Promise<ReportRow[]> {
  const dbPath = durable ? await mkdtemp(join(tmpdir(), 'bench-db-')) : undefined;
  const server = await startEmbeddedMongo({ port: 0, dbPath, log: () => undefined });
  const connection = await connect(server.uri);
  try {
    const rows: ReportRow[] = [];
    for (const operation of operations(await seed(connection))) {
      const figures = await sample(operation.run, operation.limits);
      rows.push({ operation: operation.name, durability: durable ? 'on' : 'off', figures, targetMs: operation.targetMs });
    }
    return rows;
  } finally {
    await connection.close();
    await server.close();
    if (dbPath) await rm(dbPath, { recursive: true, force: true });
  }
}

/** Time from startEmbeddedMongo() to the first query answered, with the catalogue in the journal. */
async function benchmarkStartUp(): Promise<ReportRow> {
  const dbPath = await mkdtemp(join(tmpdir(), 'bench-start-up-'));
  try {
    const seeding = await startEmbeddedMongo({ port: 0, dbPath, log: () => undefined });
    const seedingConnection = await connect(seeding.uri);
    await seedProducts(catalogueModels(seedingConnection), PRODUCT_COUNT);
    await seedingConnection.close();
    await seeding.close();
    const timings: number[] = [];
    const cpuAtStart = process.cpuUsage();
    for (let run = 0; run < START_UP_RUNS; run++) timings.push(await timeStartUp(dbPath));
    return {
      operation: `start-up to first query (${PRODUCT_COUNT / 1000}k docs in journal)`,
      durability: 'on',
      figures: summarise(timings, 1, cpuMsSince(cpuAtStart)),
      targetMs: TARGET_START_UP_MS,
      hasThroughput: false,
    };
  } finally {
    await rm(dbPath, { recursive: true, force: true });
  }
}

async function timeStartUp(dbPath: string): Promise<number> {
  const startedAt = performance.now();
  const server = await startEmbeddedMongo({ port: 0, dbPath, log: () => undefined });
  const connection = await connect(server.uri);
  const firstAnswer = await connection.collection('products').findOne({});
  const elapsed = performance.now() - startedAt;
  const recovered = await connection.collection('products').countDocuments();
  await connection.close();
  await server.close();
  if (!firstAnswer || recovered !== PRODUCT_COUNT) {
    throw new Error(`start-up benchmark recovered ${recovered} of ${PRODUCT_COUNT} products`);
  }
  return elapsed;
}

/** Time for startEmbeddedMongo() to recover a data directory whose journal holds this many acknowledged writes. */
async function benchmarkRecovery(writes: number): Promise<ReportRow> {
  const dbPath = await mkdtemp(join(tmpdir(), 'bench-recovery-'));
  try {
    await journalShopWrites(dbPath, writes);
    const timings: number[] = [];
    const cpuAtStart = process.cpuUsage();
    for (let run = 0; run < START_UP_RUNS; run++) timings.push(await timeRecovery(dbPath, writes / 2));
    return {
      operation: `recovery after ${writes / 1000}k journalled writes`,
      durability: 'on',
      figures: summarise(timings, 1, cpuMsSince(cpuAtStart)),
      targetMs: TARGET_RECOVERY_MS,
      hasThroughput: false,
    };
  } finally {
    await rm(dbPath, { recursive: true, force: true });
  }
}

/** The shop's write mix from concurrent clients: every other write places an order, the rest take stock. */
async function journalShopWrites(dbPath: string, writes: number): Promise<void> {
  const server = await startEmbeddedMongo({ dbPath, log: () => undefined });
  const connection = await connect(server.uri);
  const orders = connection.collection('orders');
  const products = connection.collection<{ _id: number; stock: number }>('products');
  let next = 0;
  const writer = async () => {
    for (let n = next++; n < writes; n = next++) {
      if (n % 2 === 0) await orders.insertOne(orderDocument(n));
      else await products.updateOne({ _id: n % STOCKED_PRODUCTS }, { $inc: { stock: -1 } }, { upsert: true });
    }
  };
  await Promise.all(Array.from({ length: RECOVERY_WRITERS }, writer));
  await connection.close();
  await server.close();
}

function orderDocument(n: number) {
  return {
    orderNumber: n,
    userId: new mongoose.Types.ObjectId(),
    status: 'Paying',
    items: [{ productId: n % STOCKED_PRODUCTS, name: `Bunny keychain ${n % STOCKED_PRODUCTS}`, quantity: 1, priceCents: 1299 }],
    totalCents: 1299,
    address: { name: 'Mina Park', line1: '12 Pastel Lane', city: 'Portland', postalCode: '97201' },
    createdAt: new Date(),
  };
}

async function timeRecovery(dbPath: string, expectedOrders: number): Promise<number> {
  const startedAt = performance.now();
  const server = await startEmbeddedMongo({ dbPath, log: () => undefined });
  const elapsed = performance.now() - startedAt;
  const connection = await connect(server.uri);
  const recovered = await connection.collection('orders').countDocuments();
  await connection.close();
  await server.close();
  if (recovered !== expectedOrders) throw new Error(`recovery benchmark recovered ${recovered} of ${expectedOrders} orders`);
  return elapsed;
}

/** Figures swing with other load on the machine, so say what it was. */
function describeMachine(): string {
  const [lastMinute] = loadavg();
  return `node ${process.version}, ${availableParallelism()} CPUs, load average ${lastMinute.toFixed(1)} at start`;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  console.log(describeMachine());
  const rows = [
    ...(await benchmarkOperations(false)),
    ...(await benchmarkOperations(true)),
    await benchmarkServerShareOfFindById(PRODUCT_COUNT),
    await benchmarkStartUp(),
  ];
  for (const writes of RECOVERY_WRITE_COUNTS) rows.push(await benchmarkRecovery(writes));
  console.log(formatReport(rows));
  console.log(
    `\np50/p99: wall-clock latency per operation; cpu ms/op: this process's CPU time (mongoose client and server) per operation.` +
      `\nThe row "inside the server" is the embedded server's own share of a findById; the rest of the latency above is mongoose, the driver and the socket.` +
      `\nStart-up and recovery rows: p50 = median, p99 = slowest of ${START_UP_RUNS} starts.`,
  );
  console.log(`benchmark took ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
}

runBenchmark(main);
