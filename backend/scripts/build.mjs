// The backend's production build: tsc compiles src/ into build/ (with the decorator metadata Nest's dependency
// injection reads, which esbuild does not emit), then esbuild bundles build/main.js and the packages it imports
// into dist/ (main.js and its chunks; what is imported on demand stays a chunk loaded on demand).
// A start loads ~95 files instead of ~2,200 modules: ready in ~1.1 s less CPU (2.9-3.6 -> 1.9-2.3 s at load 7-9)
// and 35 MB less RSS idle (208-212 -> 174-175 MB).
// Arguments go to tsc (`npm start` passes --noCheck). Tests and `npm run dev` run the sources, not this build.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const backendDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${backendDir}dist`;
const require = createRequire(import.meta.url);

/** Packages loaded from node_modules at run time rather than bundled. */
const EXTERNAL = [
  // Native addons.
  'argon2',
  'sharp',
  // Reads its own files (the Swagger UI assets) from its install directory.
  'swagger-ui-dist',
  // A dev dependency, used when installed (logging.ts).
  'pino-pretty',
  // CommonJS packages the shop imports on demand by name (import('redis').createClient): esbuild's chunk for such an
  // import has only a default export, Node's import finds the names. Both load only when REDIS_URL is set.
  'redis',
  '@socket.io/redis-adapter',
  // Nest's optional peers, not installed: Nest requires them inside a try, only for features the shop does not use.
  'class-transformer',
  'class-validator',
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@fastify/static',
];

/**
 * @type {import('esbuild').Plugin}
 * A bundled module's import.meta.url is the bundle's: it is replaced by the URL the module had in build/, so that
 * paths resolved from it (the PWA's dist, createRequire) stay where they were.
 */
const importMetaUrlOfBuiltFile = {
  name: 'import-meta-url-of-built-file',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const url = `new URL(${JSON.stringify(relative(outdir, path))}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'js' };
    });
  },
};

/**
 * @type {import('esbuild').Plugin}
 * esbuild's namespace object for a CommonJS module inherits from its exports, so mongoose.createConnection()
 * called on it writes to a getter-only copy and throws; Node's namespace has no such prototype. @nestjs/mongoose
 * gets the module's exports themselves, which is what Node's interop gives it through the namespace too.
 */
const mongooseDefaultImport = {
  name: 'mongoose-default-import',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]@nestjs[\\/]mongoose[\\/].*\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      return { contents: text.replaceAll("import * as mongoose from 'mongoose'", "import mongoose from 'mongoose'"), loader: 'js' };
    });
  },
};

/**
 * @type {import('esbuild').Plugin}
 * Node's own modules through require(), as CommonJS: an import of one builds an ES module facade that reads every
 * export, and node:http's WebSocket getter alone loads Node's fetch (undici), about 0.1 s of every start.
 */
const nodeModulesRequired = {
  name: 'node-modules-required',
  setup(esbuild) {
    const names = builtinModules.map((name) => name.replace(/[/\\]/g, '\\$&')).join('|');
    esbuild.onResolve({ filter: new RegExp(`^(node:)?(${names})$`) }, ({ path, namespace }) =>
      // The require() in the stand-in below is the real one.
      namespace === 'node-required' ? { path, external: true } : { path, namespace: 'node-required' },
    );
    esbuild.onLoad({ filter: /.*/, namespace: 'node-required' }, ({ path }) => ({
      contents: `module.exports = require(${JSON.stringify(path.startsWith('node:') ? path : `node:${path}`)});`,
      loader: 'js',
    }));
  },
};

/**
 * @type {import('esbuild').Plugin}
 * saslprep inflates its Unicode tables when it is loaded (about 0.1 s), and the MongoDB driver loads it at start
 * for the SCRAM-SHA-256 login it may never do (the embedded server has no login): it loads at that login's call.
 */
const saslprepOnFirstCall = {
  name: 'saslprep-on-first-call',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^@mongodb-js\/saslprep$/ }, ({ path, namespace }) =>
      namespace === 'saslprep-on-first-call' ? undefined : { path, namespace: 'saslprep-on-first-call' },
    );
    esbuild.onLoad({ filter: /.*/, namespace: 'saslprep-on-first-call' }, () => ({
      // The module's own shape: the function, also as its saslprep and default properties.
      contents: `const saslprep = (input, options) => require('@mongodb-js/saslprep')(input, options);
        module.exports = Object.assign(saslprep, { saslprep, default: saslprep });`,
      resolveDir: backendDir,
      loader: 'js',
    }));
  },
};

/**
 * @type {import('esbuild').Plugin}
 * One copy of packages that several are installed of. bson: the driver requires its CommonJS build and the shop
 * imports its ES build, and each copy would keep a serialization buffer of 17 MB of its own. mime-types and
 * mime-db: socket.io, engine.io and multer each have their own older copies (2.1.35 with mime-db 1.52, the
 * same API), and each copy builds its tables from mime-db's 2,000 types as it loads (about 60 ms of a start).
 */
const oneCopy = {
  name: 'one-copy',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^(bson|mime-types|mime-db)$/ }, ({ path }) => ({ path: require.resolve(path) }));
  },
};

/** A module wrapper's first line as esbuild writes it, after `var require_x = __commonJS({`. */
const MODULE_WRAPPER_START = /^ {2}("[^"\n]*")\(((?:exports(?:, module)?)?)\) \{$/;

/**
 * esbuild wraps each CommonJS module in a method, `"path"(exports, module) { ... }`, which V8 compiles when the
 * module is first required; Node's compile cache keeps only what V8 compiles as a file loads, so every start
 * compiled those bodies again. As parenthesized function expressions they are compiled with their file and come
 * from the cache: main-thread CPU to ready 1.28 -> 1.18 s (load 7-8). Lines stay as they were, so the source maps
 * hold. Remove when Node's compile cache keeps functions compiled after their file loaded.
 * @param {string} directory
 */
async function compileModuleWrappersWithTheirFile(directory) {
  for (const name of (await readdir(directory)).filter((file) => file.endsWith('.js'))) {
    const lines = (await readFile(`${directory}/${name}`, 'utf8')).split('\n');
    let open = false;
    for (let index = 1; index < lines.length; index++) {
      const start = !open && lines[index - 1].endsWith('__commonJS({') && MODULE_WRAPPER_START.exec(lines[index]);
      if (start) {
        lines[index] = `  ${start[1]}: (function(${start[2]}) {`;
        open = true;
      } else if (open && lines[index] === '  }' && lines[index + 1] === '});') {
        lines[index] = '  })';
        open = false;
      }
    }
    if (open) throw new Error(`${name}: a module wrapper does not end as esbuild's do`);
    await writeFile(`${directory}/${name}`, lines.join('\n'));
  }
}

execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json', ...process.argv.slice(2)], {
  cwd: backendDir,
  stdio: 'inherit',
});
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [`${backendDir}build/main.js`],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Nest and mongoose read class names (model names, logger contexts): no renaming.
  keepNames: true,
  sourcemap: 'linked',
  sourcesContent: false,
  external: EXTERNAL,
  // The CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  plugins: [importMetaUrlOfBuiltFile, mongooseDefaultImport, nodeModulesRequired, saslprepOnFirstCall, oneCopy],
  logLevel: 'warning',
});
await compileModuleWrappersWithTheirFile(outdir);
