import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { afterEach, beforeEach } from 'vitest';

const CLI_PATH = fileURLToPath(new URL('../cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
// A start loads the CLI's sources through tsx, 1.1-1.5 CPU s: seconds on an idle machine, 15 s and more at load 17.
const READY_TIMEOUT_MS = 60_000;
// The CLI prints its URI on stdout once it accepts connections.
const URI_LINE = /^(mongodb:\/\/\S+)\n/m;

// The driver's own BSON classes: the test files load bson as ESM, the driver as CommonJS, so instanceof would differ.
export const { MongoClient, Binary, Long } = mongoose.mongo;
export type MongoClient = InstanceType<typeof MongoClient>;

/** The standalone embedded server (npm run embedded-mongo) running as a child process. */
export interface ServerProcess {
  readonly uri: string;
  readonly child: ChildProcess;
  /** Everything the server printed, stdout and stderr together. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnCli(args: string[], script = CLI_PATH): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs a one-shot CLI command (such as --repair) to completion. */
export async function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnCli(args);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

/** script: the CLI, or a fixture that prepares something in the process and then runs the CLI. */
export async function startServerProcess(dbPath: string, script = CLI_PATH): Promise<ServerProcess> {
  // Port 0: the server binds a port the system picks, so no other process can take it between a pick and the bind.
  const child = spawnCli(['--port', '0', '--dbpath', dbPath], script);
  let output = '';
  let stdout = '';
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), READY_TIMEOUT_MS);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', (chunk: Buffer) => {
      collect(chunk);
      stdout += chunk.toString();
      const uri = URI_LINE.exec(stdout)?.[1];
      if (uri) {
        clearTimeout(timer);
        resolve(uri);
      }
    });
    child.stderr.on('data', collect);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before accepting connections:\n${output}`));
    });
  });
  const uri = await ready;
  return {
    uri,
    child,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code, exitSignal] = await exited;
      return { code, signal: exitSignal };
    },
  };
}

/**
 * Resolves once `condition` holds while `writers` stream writes, however long a busy machine makes that (the test's
 * timeout bounds it); rejects if every writer stopped first.
 */
export async function whileWriting(writers: Promise<void>[], condition: () => boolean): Promise<void> {
  const allStopped = Promise.all(writers).then(() => 'stopped' as const);
  while (!condition()) {
    const tick = new Promise<'tick'>((resolve) => setTimeout(() => resolve('tick'), 10));
    if ((await Promise.race([allStopped, tick])) === 'stopped' && !condition()) {
      throw new Error('every writer stopped before the condition held');
    }
  }
}

/** The timeout of a test that starts `processes` server processes or CLI runs, each of which may take READY_TIMEOUT_MS. */
export function timeoutForProcesses(processes: number): { timeout: number } {
  return { timeout: processes * READY_TIMEOUT_MS + 30_000 };
}

export function connectClient(uri: string): Promise<MongoClient> {
  return new MongoClient(uri, { serverSelectionTimeoutMS: 5000, retryWrites: false, maxPoolSize: 16 }).connect();
}

/** Servers of one test sharing a fresh data directory; everything started is killed and removed after each test. */
export interface ServerProcessesPerTest {
  /** The current test's data directory. */
  readonly dbPath: () => string;
  /** Starts a server on the current test's data directory and connects a client to it. */
  readonly start: () => Promise<{ server: ServerProcess; client: MongoClient }>;
}

export function useServerProcessesPerTest(dataDirectoryPrefix: string): ServerProcessesPerTest {
  let dbPath: string | undefined;
  const running: ServerProcess[] = [];
  const clients: MongoClient[] = [];

  beforeEach(async () => {
    dbPath = await mkdtemp(join(tmpdir(), dataDirectoryPrefix));
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close(true)));
    await Promise.all(running.splice(0).map((server) => server.kill('SIGKILL')));
    if (dbPath) await rm(dbPath, { recursive: true, force: true });
    dbPath = undefined;
  });

  const currentDbPath = (): string => {
    if (!dbPath) throw new Error('no data directory outside a test');
    return dbPath;
  };

  return {
    dbPath: currentDbPath,
    start: async () => {
      const server = await startServerProcess(currentDbPath());
      running.push(server);
      const client = await connectClient(server.uri);
      clients.push(client);
      return { server, client };
    },
  };
}
