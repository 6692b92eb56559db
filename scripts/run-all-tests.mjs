// `npm test`: installs what the tests need (packages, Chromium), runs lint and typecheck, then every suite, and
// prints one closing line "N passed, N failed" over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { LINT_CHECKS, runCheck, TYPECHECK_CHECKS } from './static-checks.mjs';
import { ensureProgram } from './system-packages.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function ensurePackages() {
  if (existsSync(`${root}node_modules/.package-lock.json`)) return;
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}

// Lint and typecheck first: they need no build and fail in seconds. Each check counts as one passed or failed test.
const staticSuites = [
  { name: 'lint', checks: LINT_CHECKS },
  { name: 'typecheck', checks: TYPECHECK_CHECKS },
];

/** @type {{ name: string, command: string, args: string[], cwd: string, report: string, programs?: Record<string, 'redis' | 'chromium'>, needsBuild?: boolean }[]} */
const suites = [
  {
    name: 'contracts',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
    cwd: 'packages/contracts',
    report: 'packages/contracts/.tmp/vitest.json',
  },
  {
    name: 'backend',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
    cwd: 'backend',
    report: 'backend/.tmp/vitest.json',
    programs: { REDIS_SERVER_PATH: 'redis' },
  },
  {
    name: 'embedded-mongo',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
    cwd: 'packages/embedded-mongo',
    report: 'packages/embedded-mongo/.tmp/vitest.json',
  },
  {
    name: 'mongo-spec',
    command: 'npm',
    args: ['run', 'test:mongo-spec', '--', '--report', `${root}packages/embedded-mongo/.tmp/mongo-spec.json`],
    cwd: 'packages/embedded-mongo',
    report: 'packages/embedded-mongo/.tmp/mongo-spec.json',
  },
  {
    name: 'pwa',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
    cwd: 'pwa',
    report: 'pwa/.tmp/vitest.json',
  },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test'],
    cwd: 'e2e',
    report: 'e2e/.tmp/results.json',
    programs: { CHROME_PATH: 'chromium' },
    needsBuild: true,
  },
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

ensurePackages();
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const broken = [];
for (const suite of staticSuites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n=== ${suite.name} ===`);
  for (const check of suite.checks) {
    const checkPassed = runCheck(check);
    console.log(`${checkPassed ? 'ok    ' : 'FAILED'} ${check.name}`);
    if (checkPassed) passed += 1;
    else failed += 1;
  }
}
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  const reportPath = `${root}${suite.report}`;
  rmSync(reportPath, { force: true });
  const env = { ...process.env };
  for (const [variable, program] of Object.entries(suite.programs ?? {})) env[variable] = ensureProgram(program);
  if (suite.needsBuild && run('npm', ['run', 'build']) !== 0) {
    broken.push('build');
    continue;
  }
  console.log(`\n=== ${suite.name} tests ===`);
  const status = run(suite.command, suite.args, { cwd: `${root}${suite.cwd}`, env });
  const counts = countResults(reportPath);
  if (!counts) broken.push(suite.name);
  else {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (status !== 0 && (!counts || counts.failed === 0)) broken.push(suite.name);
}
console.log(`\n${passed} passed, ${failed} failed`);
if (broken.length) console.log(`suites that did not finish cleanly: ${broken.join(', ')}`);
process.exit(failed > 0 || broken.length > 0 ? 1 : 0);
