// Prints the gzipped JavaScript a shopper downloads for the first screen of each route: the server page's loader
// (these routes are server-rendered), the entry chunk with its static imports, plus the route's lazy chunk with its
// own static imports, and each file's share.
// Reads the Vite build manifest (build.manifest: true), so run `npm run build -w pwa` first.
// Exits non-zero when a route goes over the budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 100;
const distDir = new URL('../dist/', import.meta.url);
const manifestFile = new URL('.vite/manifest.json', distDir);

const routes = [
  { path: '/', lazyModule: 'src/app/shop/home-route.tsx' },
  { path: '/products/all', lazyModule: 'src/app/shop/products-route.tsx' },
  { path: '/product/:id', lazyModule: 'src/app/shop/product-route.tsx' },
];

if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build -w pwa` first.');
  process.exit(1);
}
/** @type {unknown} */
const parsedManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const manifest = /** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] } | undefined>} */ (parsedManifest);
const entryKey = 'index.html';
/** The script a server-rendered page loads in place of the entry, which it then asks for (src/app/ssr/start-after-load.ts). */
const serverPageLoaderKey = 'src/app/ssr/start-after-load.ts';

/**
 * @param {string} key
 * @param {Set<string>} [files]
 */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzippedBytes = (/** @type {string} */ file) => gzipSync(readFileSync(new URL(file, distDir)), { level: 9 }).length;
const kilobytes = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

console.log(`Gzipped JS per route (KB = 1024 bytes), target ${TARGET_KB} KB`);
let overBudget = false;
for (const route of routes) {
  const files = staticClosure(serverPageLoaderKey);
  staticClosure(entryKey, files);
  staticClosure(route.lazyModule, files);
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  const sizes = new Map(jsFiles.map((file) => [file, gzippedBytes(file)]));
  const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  const withinBudget = total <= TARGET_KB * 1024;
  overBudget ||= !withinBudget;
  console.log(
    `${route.path.padEnd(15)} ${kilobytes(total).padStart(6)} KB / ${TARGET_KB} KB  ${withinBudget ? 'ok' : 'OVER'}  (${jsFiles.length} files)`,
  );
  // What the route loads, largest first: where to look when it grows.
  for (const [file, bytes] of [...sizes].sort(([, a], [, b]) => b - a)) console.log(`  ${kilobytes(bytes).padStart(6)} KB  ${file}`);
}
process.exit(overBudget ? 1 : 0);
