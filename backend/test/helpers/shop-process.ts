import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

const BACKEND_DIR = fileURLToPath(new URL('../..', import.meta.url));
// A start loads the whole app from source: seconds on an idle machine, a minute or more on a busy one.
export const READY_TIMEOUT_MS = 180_000;
// main.ts logs it (at info) once the app listens; the port is the one the system gave it for PORT=0.
const READY_LINE = /Shop ready on http:\/\/localhost:(\d+)/;

/**
 * The shop (src/main.ts and the workspace packages' sources, compiled on the fly as vitest compiles them, so that
 * no build of anything is needed or read) running as a child process.
 */
export interface ShopProcess {
  readonly url: string;
  /** Everything the shop printed, stdout and stderr together. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the shop with only `env` (and PATH/HOME) for its environment, so that nothing in the shell reaches
 * it, on a port the system picks (no port a previous or dying shop could still hold), and answers once the
 * shop's own start-up line says where it listens. Rejects with the shop's output when it exits first.
 */
export function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  return whenReady(spawnShop(env, []));
}

/** A shop process that has loaded the app's code and starts the app when told, as a restarted shop but sooner. */
export interface StandbyShop {
  /** Starts the app, opening the database only now; answers as startShopProcess does. */
  start(): Promise<ShopProcess>;
  /** Ends it unstarted. */
  discard(): Promise<void>;
}

/**
 * Spawns the shop that a test starts after killing the one running: it loads its ~4,000 modules (seconds of
 * CPU) while the running one still serves, so that a restart takes the app's start-up alone.
 */
export function standbyShopProcess(env: Record<string, string>): StandbyShop {
  const shop = spawnShop(env, ['--import', './test/helpers/shop-standby.ts']);
  return {
    start: () => {
      shop.child.stdin?.end('start\n');
      return whenReady(shop);
    },
    discard: () => stop(shop.child, 'SIGKILL'),
  };
}

interface SpawnedShop {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
}

function spawnShop(env: Record<string, string>, standbyArgs: string[]): SpawnedShop {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--conditions=@shop/source', '--import', './scripts/swc-loader.mjs', ...standbyArgs, 'src/main.ts'],
    {
      cwd: BACKEND_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: '0',
        PWA_DIST: join(tmpdir(), 'shop-tests-without-pwa-build'),
        PASSWORD_HASH_MEMORY_KIB: '8',
        ...env,
        LOG_LEVEL: 'info',
      },
      stdio: [standbyArgs.length ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  return { child, output: () => output };
}

async function whenReady({ child, output }: SpawnedShop): Promise<ShopProcess> {
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the shop did not report itself ready within ${READY_TIMEOUT_MS} ms:\n${output()}`));
    }, READY_TIMEOUT_MS);
    const check = () => {
      const ready = READY_LINE.exec(output());
      if (!ready) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      resolve(ready[1]);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    check();
    // 'close' rather than 'exit': by then everything it printed has been read.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited (${signal ?? `code ${code}`}) before it was ready:\n${output()}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output,
    kill: (signal) => stop(child, signal),
  };
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

export interface ShopResponse {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A browser-like client of a shop process: it keeps its cookies and sends the PWA's headers, to the shop
 * `url` names at the time of each request (a restarted shop listens on another port).
 */
export class ShopClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly url: () => string) {}

  async json(method: string, path: string, body?: object): Promise<ShopResponse> {
    const response = await this.send(method, path, {
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: body && JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** A plain HTML form post, as the test payment page sends; answers the status without following redirects. */
  async form(path: string): Promise<number> {
    const response = await this.send('POST', path, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    await response.arrayBuffer();
    return response.status;
  }

  private async send(method: string, path: string, init: { headers: Record<string, string>; body?: string }): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const url = this.url();
    const response = await fetch(`${url}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...init.headers, Origin: url, ...(cookie && { Cookie: cookie }) },
      body: init.body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  }
}
