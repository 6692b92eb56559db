// `npm run test:busy [-- runs]`: the steadiness check. Clones the committed HEAD afresh for each run (default
// three, one after another) and runs `npm ci` and `npm test` in it while one endless loop per core keeps every
// core busy. Prints each run's result line, time and load average, and exits non-zero if any run failed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 3);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<{ code: number, output: string }>}
 */
function runLogged(command, args, cwd) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (/** @type {Buffer} */ chunk) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** @param {number} run */
async function freshRun(run) {
  const directory = mkdtempSync(join(tmpdir(), `shop-busy-${run}-`));
  const started = Date.now();
  spawnSync('git', ['clone', '--quiet', root, directory], { stdio: 'inherit' });
  const install = await runLogged('npm', ['ci', '--no-audit', '--no-fund'], directory);
  const test = install.code === 0 ? await runLogged('npm', ['test'], directory) : null;
  const result = test?.output.match(/^\d+ passed, \d+ failed$/m)?.[0] ?? 'npm ci failed';
  const summary = `run ${run}: ${result}, exit ${test?.code ?? install.code}, ${((Date.now() - started) / 1000).toFixed(0)} s with npm ci (load average ${load()})`;
  rmSync(directory, { recursive: true, force: true });
  return { passed: test?.code === 0, summary };
}

const loops = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const summaries = [];
let allPassed = true;
try {
  for (let run = 1; run <= runs; run++) {
    const { passed, summary } = await freshRun(run);
    allPassed &&= passed;
    summaries.push(summary);
    console.log(`\n${summary}\n`);
  }
} finally {
  for (const loop of loops) loop.kill();
}
console.log(`${loops.length} busy loops (one per core) ran throughout.\n${summaries.join('\n')}`);
process.exit(allPassed ? 0 : 1);
