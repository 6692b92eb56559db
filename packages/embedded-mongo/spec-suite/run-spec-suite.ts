// `npm run test:mongo-spec [-- <file-or-dir>...] [--report out.json] [runner flags]`: starts the embedded
// server in memory and runs MongoDB's Unified Test Format runner (run.mjs) over the given spec files
// (default: the vendored sample in specs/). Exits non-zero when a test fails.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedMongo } from '../src/server.js';

const here = dirname(fileURLToPath(import.meta.url));
const RESULT_LINE = /^(\d+) passed, (\d+) failed, (\d+) skipped$/m;
const VALUE_FLAGS = new Set(['--filter', '--json']);
/** npm runs workspace scripts in the package's directory; paths on the command line are relative to where npm was run. */
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

interface Invocation {
  inputs: string[];
  flags: string[];
  reportPath?: string;
}

function parseInvocation(args: string[]): Invocation {
  const inputs: string[] = [];
  const flags: string[] = [];
  let reportPath: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--report') reportPath = resolve(callerDirectory, args[++i]);
    else if (VALUE_FLAGS.has(args[i])) flags.push(args[i], args[++i]);
    else if (args[i].startsWith('--')) flags.push(args[i]);
    else inputs.push(resolve(callerDirectory, args[i]));
  }
  return { inputs: inputs.length > 0 ? inputs : [resolve(here, 'specs')], flags, reportPath };
}

/** The spec files under the inputs, in the runner's own order (names sorted, directories walked). */
function specFiles(input: string): string[] {
  if (statSync(input).isFile()) return [input];
  return readdirSync(input, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? specFiles(join(input, entry.name)) : entry.name.endsWith('.json') ? [join(input, entry.name)] : [],
    );
}

function declaresInitialData(file: string): boolean {
  try {
    return Array.isArray(JSON.parse(readFileSync(file, 'utf8')).initialData);
  } catch {
    return true; // not JSON: the runner reports it
  }
}

/**
 * Files without initialData assume nothing about what is stored, so they run first, on the fresh
 * server: otherwise they see what earlier files left (insertMany-rawdata.json inserts the _id that
 * insertMany-comment.json leaves behind; in the full suite a file in between resets that collection).
 */
function runOrder(inputs: string[]): string[] {
  const files = inputs.flatMap(specFiles);
  return [...files.filter((file) => !declaresInitialData(file)), ...files.filter(declaresInitialData)];
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

const { inputs, flags, reportPath } = parseInvocation(process.argv.slice(2));
// The runner's output is the report: the server's own log lines would only bury it.
const server = await startEmbeddedMongo({ log: () => undefined });
const { status, output } = await runRunner(server.uri, [...runOrder(inputs), ...flags]).finally(() => server.close());
const counts = RESULT_LINE.exec(output);
if (reportPath && counts) writeReport(reportPath, counts);
process.exit(counts && Number(counts[2]) === 0 ? status : 1);
