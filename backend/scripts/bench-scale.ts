/**
 * `npm run bench:scale`: does a catalogue request cost the same whatever the catalogue's size?
 *
 * Starts the built app once (demo data) on the embedded database in a process of its own, as MongoDB would
 * run, then grows the catalogue to 1,000, 10,000 and 100,000 generated products, inserted in bulk (lean
 * insertMany, so the catalogue's write signal fires). At each size it loads the catalogue's first page, the
 * newest page, a deep page, a name search, a sorted and filtered page, a best-selling in-stock page, a search with a typo and GET /api/health with autocannon (a process of its own too),
 * each after a full garbage collection in both processes and an unmeasured warm-up, and prints per request the CPU time of the shop's process and, apart,
 * of the database's, with req/s, then the 100k/1k ratio of each. The health row shows the shop's floor.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { AutocannonResult } from './autocannon.js';
import { collectGarbage, type DatabaseProcess, printTable, runBenchmark, startBuiltApp, startDatabaseProcess } from './benchmark-app.js';
import { addGeneratedProducts } from './generated-products.js';

const SIZES = [1_000, 10_000, 100_000];
const SECONDS_PER_CASE = 6;
const WARM_UP_SECONDS = 3;
/** autocannon answers with requests still in flight; closing the app under them would log errors. */
const DRAIN_MS = 1_000;
const CONNECTIONS = 10;
/** Page 60 of 15 exists at every size (about 950 products are listed at 1,000). */
const CASES: [label: string, path: string][] = [
  ['health', '/api/health'],
  ['catalogue page 1', '/api/products/getProducts/all/all/1'],
  ['newest page 1', '/api/products/getProducts/new/all/1'],
  ['deep page 60', '/api/products/getProducts/all/all/60'],
  ['name search "kitty"', '/api/products/getProducts/all/name_kitty/1'],
  // Sorted by price within a category, in stock, in a price range (issue 32).
  ['sorted, filtered page', '/api/products/getProducts/all/Keychains_product/1?sort=price_asc&inStock=1&min=10&max=30'],
  ['best-selling, in stock', '/api/products/getProducts/all/Keychains_product/1?sort=best_selling&inStock=1'],
  ['typo search "kity"', '/api/products/getProducts/all/name_kity/1'],
];
const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Figures {
  shopCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number;
  requestsPerSecond: number;
}

/** autocannon's command line in a child process, so that its CPU time falls outside the shop's. */
async function loadFor(url: string, seconds: number): Promise<AutocannonResult> {
  const child = spawn(process.execPath, [AUTOCANNON_CLI, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  return JSON.parse(output) as AutocannonResult;
}

/** Each case is first loaded unmeasured, so JIT warm-up and the collection of the inserts' garbage fall outside the figures. */
async function measure(url: string, database: DatabaseProcess): Promise<Figures> {
  // The major collections of a 100k-product heap would land in some cases and not others.
  collectGarbage();
  await database.collectGarbage();
  await loadFor(url, WARM_UP_SECONDS);
  const shopBefore = process.cpuUsage();
  const databaseBefore = await database.cpuMs();
  const result = await loadFor(url, SECONDS_PER_CASE);
  const shop = process.cpuUsage(shopBefore);
  const databaseMs = (await database.cpuMs()) - databaseBefore;
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  const requests = result.requests.total;
  return {
    shopCpuMsPerRequest: (shop.user + shop.system) / 1000 / requests,
    databaseCpuMsPerRequest: databaseMs / requests,
    requestsPerSecond: result.requests.average,
  };
}

async function main(): Promise<void> {
  const database = await startDatabaseProcess();
  const { app, baseUrl } = await startBuiltApp({ DEMO_DATA: 'true', MONGODB_URI: database.uri });
  const products = app.get<Model<unknown>>(getModelToken('Product'));
  const figures = CASES.map((): Figures[] => []);
  let generated = 0;
  for (const size of SIZES) {
    await addGeneratedProducts(products, generated, size);
    generated = size;
    console.log(`${await products.countDocuments()} products; ${SECONDS_PER_CASE} s per case, ${CONNECTIONS} connections`);
    for (const [index, [, path]] of CASES.entries()) figures[index].push(await measure(`${baseUrl}${path}`, database));
  }
  const sizeLabel = (size: number) => `${size / 1000}k`;
  const header = [
    'case',
    ...SIZES.map((size) => `shop CPU ms @${sizeLabel(size)}`),
    ...SIZES.map((size) => `db CPU ms @${sizeLabel(size)}`),
    ...SIZES.map((size) => `req/s @${sizeLabel(size)}`),
    'shop 100k/1k',
    'db 100k/1k',
  ];
  const ratio = (bySize: Figures[], cpuOf: (figure: Figures) => number) =>
    `${(cpuOf(bySize[bySize.length - 1]) / cpuOf(bySize[0])).toFixed(2)}x`;
  const rows = CASES.map(([label], index) => {
    const bySize = figures[index];
    return [
      label,
      ...bySize.map((figure) => figure.shopCpuMsPerRequest.toFixed(2)),
      // A cached page costs the database hundredths of a millisecond: three decimals keep its ratio readable.
      ...bySize.map((figure) => figure.databaseCpuMsPerRequest.toFixed(3)),
      ...bySize.map((figure) => figure.requestsPerSecond.toFixed(0)),
      ratio(bySize, (figure) => figure.shopCpuMsPerRequest),
      ratio(bySize, (figure) => figure.databaseCpuMsPerRequest),
    ];
  });
  console.log('\nCPU ms per request: the shop process (the app alone; autocannon runs apart) and, apart, the database process');
  printTable(header, rows);
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  await app.close();
}

runBenchmark(main);
