// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the PWA build, so the backend sends
// them as they are (backend/src/pwa-hosting) instead of compressing on every request, and at the highest
// levels, which are too slow to use per request. A post-build step with node:zlib rather than a vite plugin:
// zlib has both encoders built in, so it needs no package, and it also compresses the files that
// vite-plugin-pwa writes after the bundle (sw.js, workbox-*.js). Run by `npm run build -w pwa`.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a response fits in one packet anyway and the copy is not worth a file. */
const MIN_BYTES = 1024;

/** @type {Record<string, (data: Buffer) => Buffer>} */
const encoders = {
  br: (data) =>
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gz: (data) => gzipSync(data, { level: 9 }),
};

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = join(entry.parentPath, entry.name);
  // The server build (dist/server) is loaded by the backend, never sent.
  if (!COMPRESSIBLE.test(file) || file.startsWith(join(distDir, 'server'))) continue;
  const data = readFileSync(file);
  for (const [extension, encode] of Object.entries(encoders)) {
    const copy = `${file}.${extension}`;
    const compressed = data.length >= MIN_BYTES ? encode(data) : null;
    // A copy that is not smaller would only cost the shopper bytes: the file goes as it is.
    if (compressed && compressed.length < data.length) writeFileSync(copy, compressed);
    else rmSync(copy, { force: true });
    if (extension === 'br' && compressed) {
      files += 1;
      before += data.length;
      after += compressed.length;
    }
  }
}
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB Brotli (plus gzip copies)`);
