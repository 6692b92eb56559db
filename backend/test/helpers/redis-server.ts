import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

// `npm test` (scripts/run-all-tests.mjs) installs Debian's redis-server when missing and names it here.
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway redis-server on a free loopback port, keeping nothing on disk. Tests that need Redis
 * fail (never skip) when Debian's redis-server is not installed.
 */
export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: install Debian's redis-server (apt-get install -y redis-server), or set REDIS_SERVER_PATH, to run the chat cluster tests`,
    );
  }
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    try {
      return await startOn(port);
    } catch (error) {
      // Another process of a parallel suite can take the port between freePort's probe and redis-server's bind.
      const portTaken = error instanceof Error && error.message.includes(ADDRESS_IN_USE);
      if (!portTaken || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

const ADDRESS_IN_USE = 'Address already in use';
const PORT_ATTEMPTS = 5;

async function startOn(port: number): Promise<RedisServer> {
  const server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test process that dies without its afterAll must not leave the server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await readyToAcceptConnections(server);
  } catch (error) {
    process.off('exit', killOnExit);
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => {
      process.off('exit', killOnExit);
      return stop(server);
    },
  };
}

function readyToAcceptConnections(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) => fail(new Error(`redis-server exited with ${code}:\n${output}`));
    const timer = setTimeout(() => fail(new Error(`redis-server did not start in time:\n${output}`)), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(error);
    };
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      server.off('exit', onExit);
      resolve();
    });
    server.on('exit', onExit);
  });
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
