/**
 * `npm run bench:catalogue -w backend`: catalogue throughput of the real app.
 *
 * Builds the backend (tsx cannot emit the decorator metadata Nest's injection needs, so the app is
 * the compiled one that ships), starts it on a free port with an in-memory embedded database, the
 * demo data and 10,000 generated products, then loads getProducts for several tabs and filters next
 * to GET /api/health with autocannon, about five seconds per case, and prints one table.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { autocannon } from './autocannon.js';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';
import { addGeneratedProducts } from './generated-products.js';

const GENERATED_PRODUCTS = 10_000;
const SECONDS_PER_CASE = 5;
const CONNECTIONS = 10;
const CASES: [label: string, path: string][] = [
  ['health', '/api/health'],
  ['new, all, page 1', '/api/products/getProducts/new/all/1'],
  ['all, all, page 1', '/api/products/getProducts/all/all/1'],
  ['all, all, page 300', '/api/products/getProducts/all/all/300'],
  ['sale, all, page 1', '/api/products/getProducts/sale/all/1'],
  ['blindBox, all, page 1', '/api/products/getProducts/blindBox/all/1'],
  ['all, Hello Kitty_ip, page 1', `/api/products/getProducts/all/${encodeURIComponent('Hello Kitty_ip')}/1`],
  ['all, Card holder_product, page 2', `/api/products/getProducts/all/${encodeURIComponent('Card holder_product')}/2`],
  ['all, name_kitty, page 1', '/api/products/getProducts/all/name_kitty/1'],
];

async function main(): Promise<void> {
  const { app, baseUrl, readyInMs } = await startBuiltApp({ DEMO_DATA: 'true' }, ({ app }) =>
    addGeneratedProducts(app.get<Model<unknown>>(getModelToken('Product')), 0, GENERATED_PRODUCTS),
  );
  const total = await app.get<Model<unknown>>(getModelToken('Product')).countDocuments();
  console.log(`App ready with ${total} products in ${readyInMs} ms; ${SECONDS_PER_CASE} s per case, ${CONNECTIONS} connections\n`);

  const rows: string[][] = [];
  for (const [label, path] of CASES) {
    const result = await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: SECONDS_PER_CASE });
    rows.push([
      label,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.non2xx + result.errors),
    ]);
  }
  printTable(['case', 'req/s', 'p50 ms', 'p99 ms', 'failed'], rows);
  await app.close();
}

runBenchmark(main);
