// Runs the backend's TypeScript in a plain `node` process the way vitest runs it (SWC, with the decorator
// metadata NestJS dependency injection and @Prop need, which tsx's esbuild does not emit):
// node --import ./scripts/swc-loader.mjs src/main.ts (npm run dev -w backend, npm run admin:create and the tests' shop processes)
// A start reads about 4,000 modules: each file's SWC output and V8's compiled code are kept under
// node_modules/.cache, so that the next start compiles only what changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, enableCompileCache, flushCompileCache, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
const TRANSFORM_CACHE_DIR = `${CACHE_DIR}swc-loader`;
// Node writes its compile cache at exit, which a process killed with SIGKILL never reaches: it is written once
// no module has been loaded for this long instead.
const COMPILE_CACHE_FLUSH_DELAY_MS = 500;

/** @type {import('@swc/core').Options} */
const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

mkdirSync(TRANSFORM_CACHE_DIR, { recursive: true });
enableCompileCache(`${CACHE_DIR}node-compile`);
/** @type {NodeJS.Timeout | undefined} */
let compileCacheFlush;
/** @type {typeof import('@swc/core') | undefined} */
let swc;
// What else decides a file's output: the options and SWC's version (read without loading SWC).
/** @type {unknown} */
const swcManifest = JSON.parse(readFileSync(join(dirname(require.resolve('@swc/core')), 'package.json'), 'utf8'));
const swcVersion = /** @type {{ version: string }} */ (swcManifest).version;
const optionsKey = JSON.stringify({ SWC_OPTIONS, swc: swcVersion });

/** @param {string} filename */
function compiled(filename) {
  const source = readFileSync(filename, 'utf8');
  const key = createHash('sha256').update(optionsKey).update('\0').update(filename).update('\0').update(source).digest('hex');
  const cached = `${TRANSFORM_CACHE_DIR}/${key}.js`;
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  // Loaded only when some file changed since the last start.
  swc ??= /** @type {typeof import('@swc/core')} */ (require('@swc/core'));
  const { code } = swc.transformSync(source, { ...SWC_OPTIONS, filename });
  // Written whole under another name first: a shop starting at the same time never reads half a file.
  writeFileSync(`${cached}.${process.pid}`, code);
  renameSync(`${cached}.${process.pid}`, cached);
  return code;
}

registerHooks({
  // Sources import each other as `./name.js`, as NodeNext wants; the file on disk is `./name.ts`.
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      const typescript = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(typescript)) return nextResolve(typescript.href, context);
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    clearTimeout(compileCacheFlush);
    compileCacheFlush = setTimeout(flushCompileCache, COMPILE_CACHE_FLUSH_DELAY_MS).unref();
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
    return { format: 'module', source: compiled(fileURLToPath(url)), shortCircuit: true };
  },
});
