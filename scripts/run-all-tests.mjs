// `npm test`: installs what the tests need (packages, Chromium), then runs the lint and type checks, every suite
// and the build the browser journeys need, four at a time (TEST_JOBS=1 runs one at a time), and prints one
// closing line "N passed, N failed" over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { LINT_CHECKS } from './static-checks.mjs';
import { ensureProgram } from './system-packages.mjs';

const root = new URL('..', import.meta.url).pathname;
const logDir = `${root}.tmp/npm-test`;

function ensurePackages() {
  if (existsSync(`${root}node_modules/.package-lock.json`)) return;
  const { status } = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(1);
}

/**
 * One thing npm test runs. A lint or type check counts as one passed or failed test, a suite the tests in its
 * report; the build counts for nothing but the journeys it lets run. `needs` names an earlier step that must pass first.
 * @typedef {{ name: string, group: string, command: string, args: string[], cwd?: string, report?: string, programs?: Record<string, 'redis' | 'chromium'>, needs?: string }} Step
 */

/**
 * @param {string} report where the json reporter writes, under the suite's folder
 * @param {string[]} extra
 */
const vitestArgs = (report, ...extra) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...extra];

/**
 * At a lower priority (nice 10): the checks only need the CPU time by the end, while the suites wait on the shops,
 * browsers and processes they start, which then get the cores first.
 * @param {'server' | 'browser'} part
 */
const typecheckAndLint = (part) => ({
  name: `tsc and eslint: ${part}`,
  group: 'lint',
  command: 'nice',
  args: [
    '-n',
    '10',
    'npx',
    '--node-options=--max-semi-space-size=64',
    'node',
    'scripts/typecheck-and-lint.mjs',
    '--part',
    part,
    '--log-dir',
    logDir,
  ],
  report: `.tmp/npm-test/static-checks-${part}.json`,
});

// The only backend file that renders with the PWA's server build: it waits for the build, the rest of the suite does not.
const SERVER_PAGES_SPEC = 'test/storefront-html.spec.ts';

// In the order they start, four at a time (a step waiting for the one it needs holds back those after it): the
// backend suite, the build and the two halves of the type check with ESLint; then the browser journeys once the build
// is there; then the rest, longest first, so that no long one starts last. Each vitest suite runs one worker, the
// journeys two (a shop each). The closing line gives each step's wall and CPU time.
/** @type {Step[]} */
const steps = [
  {
    name: 'backend',
    group: 'backend',
    command: 'npx',
    args: vitestArgs('.tmp/vitest.json', '--exclude', SERVER_PAGES_SPEC),
    cwd: 'backend',
    report: 'backend/.tmp/vitest.json',
    programs: { REDIS_SERVER_PATH: 'redis' },
  },
  // `npm run build` without its type checks, which the typecheck steps run (the same emit: tsc --noCheck).
  {
    name: 'build',
    group: 'build',
    command: 'sh',
    args: ['-c', 'npm run build -w packages -- --noCheck && npm run build:assets -w pwa && npm run build -w backend -- --noCheck'],
  },
  // tsc and eslint in one process per half of the repo, ESLint's type-aware rules reading the programs tsc checked;
  // each counts as one check, with its own log (tsc-server.log, eslint-server.log, ...).
  typecheckAndLint('server'),
  typecheckAndLint('browser'),
  {
    name: 'e2e',
    group: 'e2e',
    command: 'npx',
    args: ['playwright', 'test'],
    cwd: 'e2e',
    report: 'e2e/.tmp/results.json',
    programs: { CHROME_PATH: 'chromium' },
    needs: 'build',
  },
  {
    name: 'backend server pages',
    group: 'backend',
    command: 'npx',
    args: vitestArgs('.tmp/vitest-server-pages.json', SERVER_PAGES_SPEC),
    cwd: 'backend',
    report: 'backend/.tmp/vitest-server-pages.json',
    needs: 'build',
  },
  { name: 'pwa', group: 'pwa', command: 'npx', args: vitestArgs('.tmp/vitest.json'), cwd: 'pwa', report: 'pwa/.tmp/vitest.json' },
  {
    name: 'embedded-mongo',
    group: 'embedded-mongo',
    command: 'npx',
    args: vitestArgs('.tmp/vitest.json'),
    cwd: 'packages/embedded-mongo',
    report: 'packages/embedded-mongo/.tmp/vitest.json',
  },
  ...LINT_CHECKS.filter((check) => check.name === 'formatting').map((check) => ({ ...check, group: 'lint' })),
  {
    name: 'contracts',
    group: 'contracts',
    command: 'npx',
    args: vitestArgs('.tmp/vitest.json'),
    cwd: 'packages/contracts',
    report: 'packages/contracts/.tmp/vitest.json',
  },
  {
    name: 'mongo-spec',
    group: 'mongo-spec',
    command: 'npm',
    args: ['run', 'test:mongo-spec', '--', '--report', `${root}packages/embedded-mongo/.tmp/mongo-spec.json`],
    cwd: 'packages/embedded-mongo',
    report: 'packages/embedded-mongo/.tmp/mongo-spec.json',
  },
  ...LINT_CHECKS.filter((check) => !['eslint', 'formatting'].includes(check.name)).map((check) => ({ ...check, group: 'lint' })),
];

/** @param {string} reportPath */
function countResults(reportPath) {
  if (!existsSync(reportPath)) return null;
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(reportPath, 'utf8'));
  const report =
    /** @type {{ numPassedTests: number, numFailedTests: number } | { stats?: { expected?: number, unexpected?: number, flaky?: number } }} */ (
      parsed
    );
  // vitest's json reporter counts tests; Playwright's counts expected and unexpected outcomes.
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  const stats = ('stats' in report ? report.stats : undefined) ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) };
}

/**
 * @typedef {{ testResults: { name: string, assertionResults: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} VitestReport
 * @typedef {{ specs?: { file: string, line: number, title: string, tests: { status: string, results: { error?: { message?: string } }[] }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

const firstLine = (/** @type {string | undefined} */ text) => (text ?? '').split('\n').find((line) => line.trim()) ?? '';

/**
 * The failed tests a report names, one line each with the first line of its error: CI keeps only the end of the
 * output, where the step's own listing of them may be cut off.
 * @param {string} reportPath
 * @returns {string[]}
 */
function failedTestsOf(reportPath) {
  if (!existsSync(reportPath)) return [];
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(reportPath, 'utf8'));
  const report = /** @type {VitestReport | { suites?: PlaywrightSuite[] }} */ (parsed);
  if ('testResults' in report) {
    return report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${relativeToRoot(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
    );
  }
  /** @type {string[]} */
  const lines = [];
  const walk = (/** @type {PlaywrightSuite} */ suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          lines.push(`${spec.file}:${String(spec.line)} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
}

const relativeToRoot = (/** @type {string} */ path) => (path.startsWith(root) ? path.slice(root.length) : path);

/**
 * Runs a step with its output in a log file, printed whole once it ends (steps run side by side); `cpu` is what its
 * processes used, the growth of the finished children's CPU time when it exits (null where /proc is missing).
 * @param {Step} step
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ status: number, seconds: number, cpu: number | null }>}
 */
function runStep(step, env) {
  const logPath = logOf(step.name);
  const log = createWriteStream(logPath);
  const started = Date.now();
  const child = spawn(step.command, step.args, { cwd: `${root}${step.cwd ?? ''}`, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  /** @type {number | null} */
  let cpu = null;
  child.on('exit', () => {
    const now = stepsCpuSeconds();
    if (now !== null && cpuAtLastExit !== null) cpu = now - cpuAtLastExit;
    cpuAtLastExit = now;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => {
        const seconds = (Date.now() - started) / 1000;
        console.log(`\n=== ${step.name} (${code === 0 ? 'ok' : 'FAILED'}, ${seconds.toFixed(0)} s) ===`);
        console.log(readFileSync(logPath, 'utf8').trimEnd());
        resolve({ status: code ?? 1, seconds, cpu });
      });
    });
  });
}

const logOf = (/** @type {string} */ name) => `${logDir}/${name.replaceAll(/[^\w.-]+/g, '-')}.log`;

/**
 * A step can fail with every test passed (an unhandled error, a hook that timed out, a crashed worker); its log is
 * printed whole above, but CI keeps only the end of the output, so the lines that say why are repeated here.
 * @param {string} name
 */
function printTrouble(name) {
  if (!existsSync(logOf(name))) return;
  const lines = readFileSync(logOf(name), 'utf8').split('\n');
  const trouble = lines.filter((line) => /error|unhandled|FAIL|timed out|exited|✗|×/i.test(line)).slice(0, 40);
  console.log(`\n--- ${name}: ${trouble.length ? 'the lines that say why' : 'the end of its log'} ---`);
  console.log((trouble.length ? trouble : lines.slice(-30)).join('\n'));
}

/**
 * CPU time the finished steps' processes used, all of them (each waits for its own children), from Linux's
 * /proc/self/stat (cutime and cstime, in clock ticks of 1/100 s); null elsewhere.
 */
function stepsCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

ensurePackages();
const only = process.argv.slice(2);
const chosen = steps.filter((step) => !only.length || only.includes(step.group));
// The steps a chosen one needs run too (`npm test e2e` builds first).
const selected = steps.filter((step) => chosen.includes(step) || chosen.some((other) => other.needs === step.name));
/** @type {Record<string, NodeJS.ProcessEnv>} */
const environments = {};
for (const step of selected) {
  environments[step.name] = { ...process.env };
  for (const [variable, program] of Object.entries(step.programs ?? {})) environments[step.name][variable] = ensureProgram(program);
}
mkdirSync(logDir, { recursive: true });

// Four lanes on two cores: no long step keeps a core busy from start to end (the journeys wait on pages and round
// trips, the backend suite on the shops it starts: 37-60% of a core), and with three the cores stood a quarter idle
// (73% busy in a 555 s run). Fresh clones, 2026-11-30: three lanes 555 s; four 509 s; four with the checks at nice 10
// 437 s (backend 484 -> 311 s, 742 -> 629 CPU s), 2,346 passed, 0 failed.
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 4));
const started = Date.now();
let cpuAtLastExit = stepsCpuSeconds();
let passed = 0;
let failed = 0;
/** @type {string[]} */
const broken = [];
/** @type {string[]} */
const timings = [];
/** @type {string[]} */
const failedTests = [];
/** @type {Map<string, boolean>} whether each finished step passed */
const finished = new Map();
const waiting = [...selected];
let running = 0;

/** @param {Step} step */
async function run(step) {
  if (step.report) rmSync(`${root}${step.report}`, { force: true });
  const { status, seconds, cpu } = await runStep(step, environments[step.name]);
  timings.push(`${step.name} ${seconds.toFixed(0)} s${cpu === null ? '' : ` (${cpu.toFixed(0)} CPU s)`}`);
  finished.set(step.name, status === 0);
  if (step.group === 'build') {
    if (status !== 0) broken.push(step.name);
    return;
  }
  if (!step.report) {
    if (status === 0) passed += 1;
    else failed += 1;
    return;
  }
  const counts = countResults(`${root}${step.report}`);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (!counts || (status !== 0 && counts.failed === 0)) broken.push(step.name);
  if (counts?.failed) failedTests.push(...failedTestsOf(`${root}${step.report}`));
}

await new Promise((resolve) => {
  const next = () => {
    // In list order: a step whose needed step is still running holds back the steps after it, so that a short step
    // ending before the build cannot hand the backend suite's lane to a long one.
    while (waiting.length && running < jobs) {
      const step = waiting[0];
      const needed = step.needs === undefined || finished.get(step.needs);
      if (needed === undefined && running > 0) break;
      waiting.shift();
      if (!needed) {
        broken.push(step.name);
        continue;
      }
      running += 1;
      void run(step).then(() => {
        running -= 1;
        next();
      });
    }
    if (running === 0 && waiting.length === 0) resolve(undefined);
  };
  next();
});

console.log(`\nstep times: ${timings.join(', ')}`);
const seconds = (Date.now() - started) / 1000;
const cpu = stepsCpuSeconds();
const busy =
  cpu === null ? '' : `, ${cpu.toFixed(0)} CPU s (${((100 * cpu) / (seconds * availableParallelism())).toFixed(0)}% of the cores)`;
console.log(`${jobs} at a time, ${seconds.toFixed(0)} s in all${busy} (load average ${load()})`);
if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
if (broken.length) {
  console.log(`suites that did not finish cleanly: ${broken.join(', ')}`);
  for (const name of broken) printTrouble(name);
}
process.exit(failed > 0 || broken.length > 0 ? 1 : 0);
