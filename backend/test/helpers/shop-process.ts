import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const BACKEND_DIR = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

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
 * it, and answers once it reports itself ready.
 */
export async function startShopProcess(port: number, env: Record<string, string>): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--conditions=@shop/source', '--import', './test/helpers/swc-loader.mjs', 'src/main.ts'],
    {
      cwd: BACKEND_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        PUBLIC_URL: url,
        PWA_DIST: join(tmpdir(), 'shop-tests-without-pwa-build'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  await waitUntilReady(url, child, () => output);
  return {
    url,
    output: () => output,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the shop was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export interface ShopResponse {
  status: number;
  body: Record<string, unknown>;
}

/** A browser-like client of a shop process: it keeps its cookies and sends the PWA's headers. */
export class ShopClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly url: string) {}

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
    const response = await fetch(`${this.url}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...init.headers, Origin: this.url, ...(cookie && { Cookie: cookie }) },
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
