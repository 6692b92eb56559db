/**
 * What the app benchmarks share: the app they measure is the compiled one that ships (tsx cannot emit
 * the decorator metadata Nest's injection needs), started in this process on a free loopback port with
 * an in-memory embedded database (in this process, or in one of its own); and one way of printing their figures.
 */
import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EnvironmentOverrides } from '../src/config/app-config.js';

const backendDir = new URL('..', import.meta.url);

export interface RunningApp {
  app: NestExpressApplication;
  baseUrl: string;
  /** From creating the app to listening, preparation included; the build not. */
  readyInMs: number;
  /** Imports a module of tsc's build (build/), e.g. to look up its services in `app`. */
  importBuilt: <T>(pathInSrc: string) => Promise<T>;
}

/**
 * tsc's part of the production build, into build/ (the bundle in dist/ is made from it), emitted without the type
 * check (typecheck and CI do that): the benches look up services in the app by their classes, which a bundle hides.
 */
export function buildBackend(): void {
  console.log('Building the backend into build/ ...');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck'], { cwd: backendDir, stdio: 'inherit' });
}

/** Builds, then starts the built app with `env` over an in-memory database, listening on a free port. */
export async function startBuiltApp(
  env: EnvironmentOverrides,
  prepare?: (running: Pick<RunningApp, 'app' | 'importBuilt'>) => Promise<void>,
): Promise<RunningApp> {
  buildBackend();
  const started = performance.now();
  const importBuilt = <T>(pathInSrc: string) => import(new URL(`build/${pathInSrc}`, backendDir).href) as Promise<T>;
  const { createApp } = await importBuilt<typeof import('../src/app.factory.js')>('app.factory.js');
  const app = await createApp({
    env: { NODE_ENV: 'development', MONGODB_URI: undefined, DATA_DIR: ':memory:', PORT: '0', ...env },
    logger: ['error', 'warn'],
  });
  await prepare?.({ app, importBuilt });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const readyInMs = Math.round(performance.now() - started);
  return { app, baseUrl: `http://127.0.0.1:${port}`, readyInMs, importBuilt };
}

/** The embedded database in a process of its own (benchmark-database.ts), so that its CPU time is its own. */
export interface DatabaseProcess {
  uri: string;
  /** The database process's CPU time so far. */
  cpuMs(): Promise<number>;
  /** A full garbage collection in the database process (its heap holds the whole catalogue). */
  collectGarbage(): Promise<void>;
}

/** Forks the database process (it stops when this process exits) and waits until it serves. */
export async function startDatabaseProcess(): Promise<DatabaseProcess> {
  const child = fork(new URL('benchmark-database.ts', import.meta.url), {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = async (message: 'cpu' | 'gc'): Promise<number> => {
    const answer = once(child, 'message');
    child.send(message);
    return ((await answer)[0] as { cpuMs: number }).cpuMs;
  };
  const { uri } = (await once(child, 'message'))[0] as { uri: string };
  return {
    uri,
    cpuMs: () => ask('cpu'),
    collectGarbage: async () => {
      await ask('gc');
    },
  };
}

/** A full garbage collection in this process, as between two cases. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
}

/** Runs a benchmark's main and exits with its outcome, whatever timers the app leaves behind. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
