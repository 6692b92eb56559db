/**
 * `npm run bench:scale`: does a catalogue request cost the same whatever the catalogue's size?
 *
 * Starts the built app once (in memory, demo data), then grows the catalogue to 1,000, 10,000 and
 * 100,000 generated products, inserted in bulk (lean insertMany, so the catalogue's write signal
 * fires). At each size it loads the catalogue's first page, the newest page, a deep page, a name
 * search and GET /api/health with autocannon, each after an unmeasured warm-up, and prints CPU ms
 * per request (this process's CPU time, the embedded database and autocannon included, over the
 * requests served; the health row shows that floor) and req/s, then the 100k/1k ratio per case.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { autocannon } from './autocannon.js';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';
import { addGeneratedProducts } from './generated-products.js';

const SIZES = [1_000, 10_000, 100_000];
const SECONDS_PER_CASE = 3;
const WARM_UP_SECONDS = 2;
/** autocannon resolves with requests still in flight; closing the app under them would log errors. */
const DRAIN_MS = 1_000;
const CONNECTIONS = 10;
/** Page 60 of 15 exists at every size (about 950 products are listed at 1,000). */
const CASES: [label: string, path: string][] = [
  ['health', '/api/health'],
  ['catalogue page 1', '/api/products/getProducts/all/all/1'],
  ['newest page 1', '/api/products/getProducts/new/all/1'],
  ['deep page 60', '/api/products/getProducts/all/all/60'],
  ['name search "kitty"', '/api/products/getProducts/all/name_kitty/1'],
];

interface Figures {
  cpuMsPerRequest: number;
  requestsPerSecond: number;
}

/** Each case is first loaded unmeasured, so JIT warm-up and the collection of the inserts' garbage fall outside the figures. */
async function measure(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS_PER_CASE });
  const cpu = process.cpuUsage(cpuBefore);
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  return { cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / result.requests.total, requestsPerSecond: result.requests.average };
}

async function main(): Promise<void> {
  const { app, baseUrl } = await startBuiltApp({ DEMO_DATA: 'true' });
  const products = app.get<Model<unknown>>(getModelToken('Product'));
  const figures = new Map<string, Figures[]>(CASES.map(([label]) => [label, []]));
  let generated = 0;
  for (const size of SIZES) {
    await addGeneratedProducts(products, generated, size);
    generated = size;
    console.log(`${await products.countDocuments()} products; ${SECONDS_PER_CASE} s per case, ${CONNECTIONS} connections`);
    for (const [label, path] of CASES) figures.get(label)!.push(await measure(`${baseUrl}${path}`));
  }
  const sizeLabel = (size: number) => `${size / 1000}k`;
  const header = [
    'case',
    ...SIZES.map((size) => `CPU ms @${sizeLabel(size)}`),
    ...SIZES.map((size) => `req/s @${sizeLabel(size)}`),
    'CPU 100k/1k',
  ];
  const rows = CASES.map(([label]) => {
    const bySize = figures.get(label)!;
    const ratio = bySize[bySize.length - 1].cpuMsPerRequest / bySize[0].cpuMsPerRequest;
    return [
      label,
      ...bySize.map((figure) => figure.cpuMsPerRequest.toFixed(2)),
      ...bySize.map((figure) => figure.requestsPerSecond.toFixed(0)),
      `${ratio.toFixed(2)}x`,
    ];
  });
  console.log();
  printTable(header, rows);
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  await app.close();
}

runBenchmark(main);
