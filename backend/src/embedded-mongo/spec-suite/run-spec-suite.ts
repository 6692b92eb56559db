// `npm run test:mongo-spec [-- <file-or-dir>...] [--report out.json] [runner flags]`: starts the embedded
// server in memory and runs MongoDB's Unified Test Format runner (run.mjs) over the given spec files
// (default: the vendored sample in specs/). Exits non-zero when a test fails.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedMongo } from '../server.js';

const here = dirname(fileURLToPath(import.meta.url));
const RESULT_LINE = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m;

interface Invocation {
  runnerArgs: string[];
  reportPath?: string;
}

function parseInvocation(args: string[]): Invocation {
  const reportAt = args.indexOf('--report');
  const reportPath = reportAt >= 0 ? resolve(args[reportAt + 1]) : undefined;
  const rest = reportAt >= 0 ? [...args.slice(0, reportAt), ...args.slice(reportAt + 2)] : args;
  const hasInput = rest.some((arg, i) => !arg.startsWith('--') && rest[i - 1] !== '--filter' && rest[i - 1] !== '--json');
  return { runnerArgs: hasInput ? rest : [resolve(here, 'specs'), ...rest], reportPath };
}

function runRunner(uri: string, runnerArgs: string[]): Promise<{ status: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(here, 'run.mjs'), uri, ...runnerArgs], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (status) => done({ status: status ?? 1, output }));
  });
}

/** The counts in the shape of vitest's JSON report, which scripts/run-all-tests.mjs reads. */
function writeReport(path: string, counts: RegExpMatchArray): void {
  const [passed, failed, skipped] = counts.slice(1, 4).map(Number);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, numSkippedTests: skipped }));
}

const { runnerArgs, reportPath } = parseInvocation(process.argv.slice(2));
const server = await startEmbeddedMongo({ log: () => {} });
const { status, output } = await runRunner(server.uri, runnerArgs).finally(() => server.close());
const counts = output.match(RESULT_LINE);
if (reportPath && counts) writeReport(reportPath, counts);
process.exit(counts && Number(counts[2]) === 0 ? status : 1);
