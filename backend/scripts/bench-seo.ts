/**
 * `npm run bench:seo -w backend`: the price of server HTML. Starts the built app (demo data, in-memory
 * database) serving the built PWA, whose server build renders the storefront pages (`npm run build` first),
 * then loads a product page as a crawler does (Accept: text/html) next to the product JSON the app fetches,
 * and a catalogue page next to its JSON, with autocannon, and prints one table with the HTML/JSON ratio.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';

const SECONDS_PER_CASE = 5;
const CONNECTIONS = 10;
const PWA_DIST = fileURLToPath(new URL('../../pwa/dist', import.meta.url));

/** The part of autocannon's API used here (it ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

async function measure(url: string, accept: string): Promise<AutocannonResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS_PER_CASE, headers: { accept } });
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

async function main(): Promise<void> {
  if (!existsSync(`${PWA_DIST}/server/server-entry.js`)) throw new Error('The PWA is not built: run `npm run build` first.');
  const { app, baseUrl } = await startBuiltApp({ DEMO_DATA: 'true', PWA_DIST });
  const product = await app.get<Model<{ _id: unknown }>>(getModelToken('Product')).findOne({ Display: true }).lean();
  const id = String(product!._id);
  console.log(`Pages rendered by the PWA's server build; ${SECONDS_PER_CASE} s per case, ${CONNECTIONS} connections\n`);

  const pairs: [label: string, htmlPath: string, jsonPath: string][] = [
    ['product', `/product/${id}`, `/api/products/getProduct/${id}`],
    ['catalogue all, page 1', '/products/all', '/api/products/getProducts/all/all/1'],
  ];
  const rows: string[][] = [];
  for (const [label, htmlPath, jsonPath] of pairs) {
    const html = await measure(`${baseUrl}${htmlPath}`, 'text/html');
    const json = await measure(`${baseUrl}${jsonPath}`, 'application/json');
    const ratio = (html.requests.average / json.requests.average).toFixed(2);
    rows.push([`${label}: HTML ${htmlPath}`, html.requests.average.toFixed(0), String(html.latency.p50), String(html.latency.p99), '']);
    rows.push([`${label}: JSON ${jsonPath}`, json.requests.average.toFixed(0), String(json.latency.p50), String(json.latency.p99), ratio]);
  }
  printTable(['case', 'req/s', 'p50 ms', 'p99 ms', 'HTML/JSON'], rows);
  // Not app.close(): autocannon's last requests may still be in flight; the process exits next anyway.
}

runBenchmark(main);
