// `tsc -b tsconfig.typecheck.json --force` and `eslint --max-warnings=0 --pass-on-unpruned-suppressions .` in one
// process: ESLint's type-aware rules read the very programs tsc just checked (typescript-eslint's
// parserOptions.programs) instead of building and checking them again through a project service.
// `--part server|browser` does so for one half of the repo: npm test runs the two halves side by side.
// Prints each check's output; with --log-dir DIR also writes DIR/tsc-PART.log, DIR/eslint-PART.log and
// DIR/static-checks-PART.json (one passed or failed test per check, for npm test). Exits 1 when either fails.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const { values: options } = parseArgs({ options: { 'log-dir': { type: 'string' }, part: { type: 'string' } } });
if (options['log-dir']) mkdirSync(options['log-dir'], { recursive: true });

/**
 * What each half checks: its tsconfig projects (of tsconfig.typecheck.json) and the files ESLint lints; files in no
 * project (the root's tool configs) go with the server's. The halves cost about the same, and together a sixteenth
 * more than one process for all, since both parse the declaration files they share (2026-11-30, CPU s at load 4-5:
 * server 101, browser 93, all in one 182).
 * @type {Record<string, { projects: string[], lint: string[], ignore?: string[] }>}
 */
const PARTS = {
  server: {
    projects: ['packages/contracts', 'packages/embedded-mongo', 'backend'],
    lint: ['.'],
    ignore: ['pwa/**', 'e2e/**', 'scripts/**'],
  },
  browser: { projects: ['pwa', 'pwa/src/service-worker', 'pwa/scripts', 'e2e', 'e2e/bench', 'scripts'], lint: ['pwa', 'e2e', 'scripts'] },
};
const partName = options.part ?? '';
if (!Object.hasOwn(PARTS, partName))
  throw new Error(`usage: node scripts/typecheck-and-lint.mjs --part ${Object.keys(PARTS).join('|')} [--log-dir DIR]`);
const part = PARTS[partName];
const suffix = `-${partName}`;

/** Type-checks the part's projects like `tsc -b --force`; returns its output, whether it passed and each project's program. */
function typecheck() {
  let output = '';
  const system = { ...ts.sys, write: (/** @type {string} */ text) => (output += text) };
  const host = ts.createSolutionBuilderHost(
    system,
    undefined,
    undefined, // tsc's own reporters, as `tsc -b` prints its diagnostics
    undefined,
    (errorCount) => {
      if (errorCount) system.write(`\nFound ${String(errorCount)} error${errorCount === 1 ? '' : 's'}.\n`);
    },
  );
  /** @type {ts.Program[]} */
  const programs = [];
  host.afterProgramEmitAndDiagnostics = (builderProgram) => programs.push(builderProgram.getProgram());
  const projects = part.projects.map((project) => join(root, project));
  const status = ts.createSolutionBuilder(host, projects, { force: true }).build();
  return { output, passed: status === ts.ExitStatus.Success, programs };
}

/**
 * Lints like the eslint CLI in npm run lint, each file with the program of the project that includes it (the one
 * the project service would open); a file that needs types but is in no project fails on typescript-eslint's error.
 * @param {ts.Program[]} programs
 */
async function lint(programs) {
  const eslint = new ESLint({
    cwd: root,
    // eslint-suppressions.json, as the eslint CLI applies it.
    applySuppressions: true,
    ignorePatterns: part.ignore ?? [],
    overrideConfig: [
      { languageOptions: { parserOptions: { projectService: false } } },
      ...programs.map((program) => ({
        files: program.getRootFileNames().map((file) => relative(root, file)),
        languageOptions: { parserOptions: { programs: [program] } },
      })),
    ],
  });
  const results = await eslint.lintFiles(part.lint);
  // tsc read each file before ESLint did: one edited in between would be linted against types of its old text.
  const sources = new Map(programs.flatMap((program) => program.getSourceFiles().map((file) => [file.fileName, file.text])));
  const changed = results.filter(
    (result) => sources.has(result.filePath) && sources.get(result.filePath) !== readFileSync(result.filePath, 'utf8'),
  );
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  const formatter = await eslint.loadFormatter('stylish');
  let output = await formatter.format(results, warnings ? { maxWarningsExceeded: { maxWarnings: 0, foundWarnings: warnings } } : {});
  if (!errors && warnings) output += 'ESLint found too many warnings (maximum: 0).\n';
  for (const result of changed) output += `${result.filePath} changed while being checked: run again\n`;
  return { output, passed: errors === 0 && warnings === 0 && changed.length === 0 };
}

/**
 * @param {string} name
 * @param {{ output: string, passed: boolean }} check
 * @param {number} started
 */
function report(name, check, started) {
  const line = `${check.passed ? 'ok    ' : 'FAILED'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
  console.log(`${check.output.trimEnd()}\n${line}`.trimStart());
  if (options['log-dir']) writeFileSync(join(options['log-dir'], `${name}${suffix}.log`), `${check.output}${line}\n`);
}

const started = Date.now();
const typechecked = typecheck();
report('tsc', typechecked, started);
const lintStarted = Date.now();
// A file that needs types but is in no project stops ESLint: a failed check.
const linted = await lint(typechecked.programs).catch((/** @type {unknown} */ error) => ({
  output: String(error instanceof Error ? error.stack : error),
  passed: false,
}));
report('eslint', linted, lintStarted);
const passed = [typechecked, linted].filter((check) => check.passed).length;
if (options['log-dir']) {
  const counts = { numPassedTests: passed, numFailedTests: 2 - passed };
  writeFileSync(join(options['log-dir'], `static-checks${suffix}.json`), JSON.stringify(counts));
}
process.exitCode = passed === 2 ? 0 : 1;
