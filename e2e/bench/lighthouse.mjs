// `npm run bench:lighthouse`: Lighthouse 12 (mobile, its default simulated slow-4G phone) on the built shop's
// home, catalogue and product pages, as a shopper's first visit. Prints the four category scores, the Core Web
// Vitals and the JavaScript each page downloaded (gzipped, as `bench:bundle` counts it, and as sent).
// Uses the built backend and PWA (the root script builds them first). Each page is run LIGHTHOUSE_RUNS times (default 3)
// and the run with the median performance score is shown, as Lighthouse's docs advise for noisy machines.
// LIGHTHOUSE_JSON_DIR=<dir> also keeps each shown report there as JSON, to see every audit's details.
// LIGHTHOUSE_BUSY=1 (or `-- --busy`) measures on a busy machine: one busy loop per core runs all along.
// Lighthouse's TBT multiplies the tasks' wall time, which other work on a shared machine stretches; each page also
// prints "CPU TBT", the same sum from the tasks' own CPU time (the trace's thread time), to compare changes under load.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureProgram } from '../../scripts/system-packages.mjs';

/** @typedef {import('lighthouse').Result} Report */

const root = new URL('../../', import.meta.url);
const backendMain = new URL('backend/dist/main.js', root);
const pwaDist = new URL('pwa/dist/', root);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
const busy = process.env.LIGHTHOUSE_BUSY === '1' || process.argv.includes('--busy');

/** One thread spinning per core, as other work on a shared machine would keep them busy; `stop` ends them. */
function busyLoops() {
  const loops = Array.from({ length: availableParallelism() }, () => new Worker('for (;;) {}', { eval: true }));
  return { count: loops.length, stop: () => Promise.all(loops.map((loop) => loop.terminate())) };
}
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
/** @type {[string, string, (value: number) => string][]} */
const VITALS = [
  ['LCP', 'largest-contentful-paint', (ms) => `${(ms / 1000).toFixed(2)} s`],
  ['CLS', 'cumulative-layout-shift', (value) => value.toFixed(3)],
  ['TBT', 'total-blocking-time', (ms) => `${Math.round(ms)} ms`],
  ['FCP', 'first-contentful-paint', (ms) => `${(ms / 1000).toFixed(2)} s`],
];
const SERVER_START_TIMEOUT_MS = 120_000;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startShop() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // As the e2e suite runs it: demo data in an in-memory database (production refuses both by design).
  const shop = spawn(process.execPath, [backendMain.pathname], {
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', NODE_ENV: 'test', PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    shop.once('exit', (code) => reject(new Error(`The shop exited (code ${code}) before it was ready`))),
  );
  const ready = (async () => {
    const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const answer = await fetch(`${baseUrl}/api/health/ready`).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The shop was not ready within ${SERVER_START_TIMEOUT_MS / 1000} s`);
  })();
  await Promise.race([ready, exited]);
  return { baseUrl, stop: () => shop.kill() };
}

/**
 * A demo product's page, found the way a crawler finds it: the first product link of the catalogue's server HTML.
 * @param {string} baseUrl
 */
async function demoProductPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/products/all`, { headers: { accept: 'text/html' } })).text();
  const link = /href="(\/product\/[0-9a-f]{24})"/.exec(html);
  if (!link) throw new Error('The catalogue page links no product');
  return link[1];
}

/**
 * Gzipped size (level 9, as bench:bundle) of the shop's own scripts this page loaded, and their bytes as sent.
 * @param {Report} lhr
 * @param {string} baseUrl
 */
function javascriptOf(lhr, baseUrl) {
  // The network-requests audit's table, whose row fields Lighthouse types only as a generic table item.
  const table = /** @type {unknown} */ (lhr.audits['network-requests'].details);
  const requests = /** @type {{ items: { resourceType: string, url: string, transferSize: number }[] }} */ (table);
  const scripts = requests.items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(baseUrl));
  const gzipped = scripts.reduce((sum, item) => {
    const file = new URL(`.${new URL(item.url).pathname}`, pwaDist);
    return sum + gzipSync(readFileSync(file), { level: 9 }).length;
  }, 0);
  const sent = scripts.reduce((sum, item) => sum + item.transferSize, 0);
  return { files: scripts.length, gzipped, sent };
}

/**
 * @template {Report} T
 * @param {T[]} results
 */
const median = (results) =>
  [...results].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0))[
    Math.floor(results.length / 2)
  ];

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART...) and asks to run it again. */
const ATTEMPTS_PER_RUN = 3;

/** Lighthouse's mobile CPU throttling (its simulation multiplies each task's time by it) and its long-task threshold. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * Total Blocking Time from the main thread's tasks after the first paint, counted in CPU time instead of wall time.
 * @param {import('lighthouse').Artifacts['Trace']} trace
 */
function cpuBlockingTime({ traceEvents }) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  return traceEvents
    .filter(
      (event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid && event.ts >= paint.ts,
    )
    .map((task) => /** @type {{ tdur?: number, dur?: number }} */ (task)) // Chromium's thread time, not in Lighthouse's types
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * CPU_SLOWDOWN - LONG_TASK_MS), 0);
}

/**
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  /** @type {(Report & { cpuTbt: number })[]} */
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    for (let attempt = 1; ; attempt += 1) {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (!result) throw new Error(`${url}: Lighthouse returned no result`);
      const { lhr, artifacts } = result;
      if (!lhr.runtimeError) {
        results.push(Object.assign(lhr, { cpuTbt: cpuBlockingTime(artifacts.Trace) }));
        break;
      }
      if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      console.log(`  (${url}: ${lhr.runtimeError.code}, Lighthouse asks to run again)`);
    }
  }
  return median(results);
}

/**
 * @param {string} label
 * @param {Report & { cpuTbt: number }} lhr
 * @param {string} baseUrl
 */
function printPage(label, lhr, baseUrl) {
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    writeFileSync(`${jsonDir}/${label.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`, JSON.stringify(lhr));
  }
  const scores = CATEGORIES.map((category) => `${category} ${Math.round((lhr.categories[category].score ?? 0) * 100)}`).join(', ');
  const vitals = [
    ...VITALS.map(([name, id, format]) => `${name} ${format(lhr.audits[id].numericValue ?? NaN)}`),
    `CPU TBT ${Math.round(lhr.cpuTbt)} ms`,
  ].join(', ');
  const js = javascriptOf(lhr, baseUrl);
  console.log(
    `${label}\n  ${scores}\n  ${vitals}\n  JS the run loaded, after-load chunks included (first load: npm run bench:bundle): ${(js.gzipped / 1024).toFixed(1)} KB gzipped, ${(js.sent / 1024).toFixed(1)} KB as sent (${js.files} files)`,
  );
  const failed = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${category}: ${lhr.audits[ref.id].title}`),
  );
  for (const line of failed) console.log(`  failing audit: ${line}`);
}

if (!existsSync(backendMain) || !existsSync(new URL('index.html', pwaDist))) {
  console.error('No build: run `npm run build` at the repository root first.');
  process.exit(1);
}
// Debian's Chromium, installed with apt on a bare machine as npm test does (or CHROME_PATH).
const chromePath = ensureProgram('chromium');
const shop = await startShop();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const pages = [
    ['/', '/'],
    ['/products/all', '/products/all'],
    ['/product/{id}', await demoProductPath(shop.baseUrl)],
  ];
  const { version } = JSON.parse(readFileSync(new URL('node_modules/lighthouse/package.json', root), 'utf8'));
  const loops = busy ? busyLoops() : null;
  const mode = loops ? `, busy: ${loops.count} busy loop(s), one per core` : ', idle';
  console.log(`Lighthouse ${version} mobile (simulated throttling), median of ${runs} run(s) per page${mode}, ${shop.baseUrl}\n`);
  try {
    for (const [label, path] of pages) printPage(`${label} (${path})`, await audit(`${shop.baseUrl}${path}`, chrome.port), shop.baseUrl);
    console.log(`\nload average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  } finally {
    await loops?.stop();
  }
} finally {
  chrome.kill();
  shop.stop();
}
