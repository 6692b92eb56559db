/**
 * `npm run bench:import -w backend`: the catalogue CSV import's rate through the real endpoint.
 *
 * Starts the built app on an in-memory embedded database, makes an admin and one stored cover image, then
 * imports a file of 20,000 products with two sub-types each through POST /api/products/import (as
 * `npm run import:products` does), imports it a second time (nothing changes), and prints the time and
 * products per second of each with the load average; then checks that the catalogue and search see them.
 */
import { loadavg } from 'node:os';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS, type ProductCsvRow } from '@shop/contracts/products/product-csv';
import { searchFilter } from '@shop/contracts/catalogue/catalogue-filter';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';
import { importProductCsv } from './product-import-client.js';

const PRODUCTS = 20_000;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-secret-1' };
const CHARACTERS = ['Hello Kitty', 'My Melody', 'Kuromi', 'Cinnamoroll', 'Pompompurin'];
const KINDS = ['Keychain', 'Mug', 'Plush', 'Sticker', 'Card holder'];

function catalogueCsv(cover: string): Buffer {
  const rows: ProductCsvRow[] = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const [character, kind] = [CHARACTERS[index % CHARACTERS.length], KINDS[Math.floor(index / CHARACTERS.length) % KINDS.length]];
    const product = {
      handle: `bench-${index}`,
      name: `${character} ${kind} ${index}`,
      category: kind,
      ip: `${character}, Sanrio`,
      description: `A ${kind.toLowerCase()} of ${character}.`,
      cover,
      listed: 'true',
    };
    rows.push({ ...product, subtype: 'Pink', price: '9.99', sale_price: '', stock: '10' });
    rows.push({ ...product, subtype: 'Sky', price: '12.50', sale_price: '10', stock: '3' });
  }
  return Buffer.from(stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] }));
}

async function main(): Promise<void> {
  let cover = '';
  const { app, baseUrl } = await startBuiltApp({}, async ({ app, importBuilt }) => {
    const { UsersService } = await importBuilt<typeof import('../src/users/users.service.js')>('users/users.service.js');
    const { PasswordHasher } = await importBuilt<typeof import('../src/auth/password-hasher.js')>('auth/password-hasher.js');
    const { ImageStoreService } =
      await importBuilt<typeof import('../src/uploads/image-store.service.js')>('uploads/image-store.service.js');
    const passwordHash = await app.get(PasswordHasher).hash(ADMIN.password);
    await app.get(UsersService).create({ email: ADMIN.email, passwordHash, role: 'admin' });
    ({ url: cover } = await app.get(ImageStoreService).saveImage(Buffer.from('bench cover'), 'image/webp', 'cover.webp'));
  });
  const csv = catalogueCsv(cover);
  console.log(`Importing ${PRODUCTS} products (${PRODUCTS * 2} rows, ${(csv.length / 1e6).toFixed(1)} MB)\n`);

  const rows: string[][] = [];
  for (const label of ['first import (creates)', 'same file again (no change)']) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const answer = await importProductCsv({ url: baseUrl, ...ADMIN }, csv, 'bench.csv');
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpuBefore);
    const cpuSeconds = (user + system) / 1e6;
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    rows.push([
      label,
      String(answer.created),
      String(answer.updated),
      String(answer.refused.length),
      seconds.toFixed(2),
      (PRODUCTS / seconds).toFixed(0),
      cpuSeconds.toFixed(2),
      (PRODUCTS / cpuSeconds).toFixed(0),
      load,
    ]);
  }
  // The app runs in this process: its CPU time is the import's cost whatever else the machine runs.
  printTable(['case', 'created', 'updated', 'refused', 'seconds', 'products/s', 'CPU s', 'products/CPU s', 'load average'], rows);

  const all = (await (await fetch(`${baseUrl}/api/products/getProducts/all/all/1`)).json()) as { totalItemNum: number };
  const search = (await (
    await fetch(`${baseUrl}/api/products/getProducts/all/${encodeURIComponent(searchFilter('kuromi mug'))}/1`)
  ).json()) as {
    totalItemNum: number;
  };
  console.log(`\nRight after: the catalogue lists ${all.totalItemNum} products; "kuromi mug" finds ${search.totalItemNum}.`);
  await app.close();
}

runBenchmark(main);
