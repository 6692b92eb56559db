// `npm run lint` and `npm run typecheck`: the checks that need no running shop. npm test runs the same checks (one
// count per check) beside its suites, eslint and tsc in one process (scripts/typecheck-and-lint.mjs).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const root = new URL('..', import.meta.url).pathname;

/** @typedef {{ name: string, command: string, args: string[] }} Check */

/** @type {Check[]} */
export const LINT_CHECKS = [
  // Suppressed legacy findings (eslint-suppressions.json) may only shrink: `npx eslint --prune-suppressions` after a fix.
  // A larger young generation for the TypeScript programs its type-aware rules build: a sixth less CPU time
  // (pwa/src alone: 90 → 75 CPU s at load 20).
  {
    name: 'eslint',
    command: 'npx',
    args: ['--node-options=--max-semi-space-size=64', 'eslint', '--max-warnings=0', '--pass-on-unpruned-suppressions', '.'],
  },
  {
    name: 'import boundaries',
    command: 'npx',
    args: [
      'depcruise',
      '--ignore-known',
      '.dependency-cruiser-known-violations.json',
      'backend/src',
      'pwa/src',
      'packages/contracts/src',
      'packages/embedded-mongo/src',
      'e2e',
    ],
  },
  { name: 'unused files, exports and dependencies', command: 'npx', args: ['knip', '--no-progress'] },
  // The cache (node_modules/.cache/prettier) keys each file by its content: a re-run reads only what changed.
  { name: 'formatting', command: 'npx', args: ['prettier', '--check', '--log-level=warn', '--cache', '--cache-strategy', 'content', '.'] },
];

/**
 * Every tsconfig project (sources, tests, benchmarks, scripts and the e2e journeys, listed in tsconfig.typecheck.json)
 * in one `tsc -b`: the declaration files they share are parsed once (82 instead of 115 CPU s
 * for nine `tsc -p` at load 22).
 * @type {Check[]}
 */
const TYPECHECK_CHECKS = [{ name: 'tsc', command: 'npx', args: ['tsc', '-b', 'tsconfig.typecheck.json', '--force'] }];

/**
 * Runs one check with its output on this terminal; true when it passed.
 * @param {Check} check
 */
function runCheck(check) {
  const result = spawnSync(check.command, check.args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (import.meta.url === `file://${process.argv[1]}`) {
  const kind = process.argv[2];
  const checks = kind === 'lint' ? LINT_CHECKS : kind === 'typecheck' ? TYPECHECK_CHECKS : null;
  if (!checks) {
    console.error('usage: node scripts/static-checks.mjs lint|typecheck');
    process.exit(2);
  }
  const started = Date.now();
  const failed = [];
  for (const check of checks) {
    const checkStarted = Date.now();
    const passed = runCheck(check);
    console.log(`${passed ? 'ok    ' : 'FAILED'} ${check.name} (${((Date.now() - checkStarted) / 1000).toFixed(1)} s)`);
    if (!passed) failed.push(check.name);
  }
  console.log(
    `${kind}: ${checks.length - failed.length} of ${checks.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${load()})`,
  );
  process.exit(failed.length ? 1 : 0);
}
