/**
 * `npm run bench:catalogue -w backend`: catalogue throughput of the real app.
 *
 * Builds the backend (tsx cannot emit the decorator metadata Nest's injection needs, so the app is
 * the compiled one that ships), starts it on a free port with an in-memory embedded database, the
 * demo data and 10,000 generated products, then loads getProducts for several tabs and filters next
 * to GET /api/health with autocannon, about five seconds per case, and prints one table.
 */
import { createRequire } from 'node:module';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';

const GENERATED_PRODUCTS = 10_000;
const INSERT_BATCH = 1_000;
const SECONDS_PER_CASE = 5;
const CONNECTIONS = 10;
const CATEGORIES = ['Desk Ornaments', 'Phone Cases', 'Keychains', 'Stickers', 'Acrylic Products'];
const SUB_ENTRIES: Record<string, string[]> = {
  'Phone Cases': ['15 pro max'],
  'Acrylic Products': ['Handheld mirror', 'Card holder', 'Storage box', 'Phone holder'],
};
const IPS = ['Hello Kitty', 'Sanrio', "Disney's Seven Treasures", 'Crayon Shin-chan', 'Jelly Cat'];
const WORDS = ['Kitty', 'Melody', 'Bunny', 'Bear', 'Pudding', 'Sakura', 'Star', 'Cloud', 'Mini', 'Pastel', 'Dream'];

const CASES: Array<[label: string, path: string]> = [
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

/** The part of autocannon's API used here (it ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function generatedProduct(n: number, images: string[]) {
  const category = CATEGORIES[n % CATEGORIES.length];
  const subEntries = SUB_ENTRIES[category] ?? [];
  const price = 5 + (n % 40) + 0.99;
  const createdAt = new Date(Date.now() - (n % 365) * 86_400_000 - n * 1_000);
  return {
    ProductName: `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${category} #${n}`,
    Category: [category, ...(subEntries.length ? [subEntries[n % subEntries.length]] : []), ...(n % 9 === 0 ? ['Blind Box'] : [])],
    IP: [IPS[n % IPS.length]],
    Description: 'A soft pastel accessory for every day. '.repeat(4),
    Cover: images[n % images.length],
    Display: n % 20 !== 0,
    ImgSet: [{ Name: 'Back', Img: images[(n + 1) % images.length] }],
    SubTypeSet: [1, 2, 3].slice(0, 1 + (n % 3)).map((variant) => ({
      Name: `Style ${variant}`,
      Img: images[(n + variant) % images.length],
      Price: price,
      SalePrice: n % 6 === 0 && variant === 1 ? Math.round(price * 80) / 100 : null,
      LeftNum: n % 11 === 0 ? 0 : 20,
    })),
    createdAt,
    updatedAt: createdAt,
  };
}

async function addGeneratedProducts(products: Model<unknown>): Promise<void> {
  const images = (await products.find({}, { Cover: 1 }).lean<Array<{ Cover: string }>>()).map((product) => product.Cover);
  for (let start = 0; start < GENERATED_PRODUCTS; start += INSERT_BATCH) {
    const batch = Array.from({ length: INSERT_BATCH }, (_, offset) => generatedProduct(start + offset, images));
    await products.insertMany(batch, { lean: true });
  }
}

async function main(): Promise<void> {
  const { app, baseUrl, readyInMs } = await startBuiltApp({ DEMO_DATA: 'true' }, ({ app }) =>
    addGeneratedProducts(app.get<Model<unknown>>(getModelToken('Product'))),
  );
  const total = await app.get<Model<unknown>>(getModelToken('Product')).countDocuments();
  console.log(`App ready with ${total} products in ${readyInMs} ms; ${SECONDS_PER_CASE} s per case, ${CONNECTIONS} connections\n`);

  const rows: string[][] = [];
  for (const [label, path] of CASES) {
    const result = await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: SECONDS_PER_CASE });
    rows.push([label, result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(result.non2xx + result.errors)]);
  }
  printTable(['case', 'req/s', 'p50 ms', 'p99 ms', 'failed'], rows);
  await app.close();
}

runBenchmark(main);
