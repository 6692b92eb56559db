// `npm run test:cluster`: the shop as it runs in production, on this machine. One database (the embedded
// server run standalone, as MONGODB_URI), a real redis-server, two shop instances in production mode and
// nginx in front, round robin; then the Playwright journeys of e2e/cluster/ through the proxy.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import webPush from 'web-push';
import { ensureProgram } from './system-packages.mjs';

const root = new URL('..', import.meta.url).pathname;
const STARTUP_TIMEOUT_MS = 60_000;
const ADMIN = { email: 'admin@cluster.test', password: 'cluster-admin-1234' };
// Short enough that the expiry journey sees an unpaid order canceled within the run.
const PAYMENT_WINDOW_SECONDS = 20;
/** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
const children = [];

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with status ${result.status}`);
}

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts a long-running program whose output goes to `logFile`; resolves once its output matches `ready`
 * or, for a program that prints nothing when ready, once `ready()` answers true.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ logFile: string, ready: RegExp | (() => Promise<boolean>), env?: NodeJS.ProcessEnv }} options
 */
async function startProcess(name, command, args, { logFile, ready, env = process.env }) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push({ name, child });
  const log = createWriteStream(logFile);
  let output = '';
  let exited = false;
  const failed = once(child, 'exit').then(([code]) => {
    exited = true;
    throw new Error(`${name} exited (${code}) before it was ready; its output is in ${logFile}`);
  });
  const isReady = new Promise(
    /** @param {(value?: unknown) => void} resolve */ (resolve) => {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (/** @type {Buffer} */ chunk) => {
          log.write(chunk);
          output += chunk.toString();
          if (ready instanceof RegExp && ready.test(output)) resolve();
        });
      }
      if (typeof ready === 'function') void pollUntil(ready, () => exited).then(resolve);
    },
  );
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`${name} was not ready within ${STARTUP_TIMEOUT_MS} ms`)), STARTUP_TIMEOUT_MS).unref(),
  );
  await Promise.race([isReady, failed, timeout]);
  failed.catch(() => undefined);
  return child;
}

/**
 * @param {() => Promise<boolean>} condition
 * @param {() => boolean} givenUp
 */
async function pollUntil(condition, givenUp) {
  while (!givenUp() && !(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** @param {string} url */
async function answersHealth(url) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * @param {string} work
 * @param {{ proxy: number, shopA: number, shopB: number }} ports
 */
function writeNginxConfig(work, ports) {
  for (const directory of ['logs', 'tmp']) mkdirSync(join(work, directory), { recursive: true });
  // nginx's workers drop root for "nobody": they must be able to write their buffers there.
  chmodSync(join(work, 'tmp'), 0o777);
  const template = readFileSync(join(root, 'e2e/cluster/nginx.conf'), 'utf8');
  const config = template
    .replaceAll('{{PROXY_PORT}}', String(ports.proxy))
    .replaceAll('{{SHOP_A_PORT}}', String(ports.shopA))
    .replaceAll('{{SHOP_B_PORT}}', String(ports.shopB));
  writeFileSync(join(work, 'nginx.conf'), config);
}

/**
 * @param {number} port
 * @param {{ mongoUri: string, redisUrl: string, publicUrl: string, sessionSecret: string, vapidKeys: { publicKey: string, privateKey: string } }} shared
 */
function shopEnvironment(port, { mongoUri, redisUrl, publicUrl, sessionSecret, vapidKeys }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    MONGODB_URI: mongoUri,
    REDIS_URL: redisUrl,
    PUBLIC_URL: publicUrl,
    // nginx listens on plain http on loopback here; a real deployment terminates TLS in front.
    ALLOW_HTTP_PUBLIC_URL: 'true',
    // The shutdown journey's buyers check out and pay more often than one shopper's checkout budget allows.
    CHECKOUT_HOLD_LIMITS: 'off',
    TRUST_PROXY: '1',
    SESSION_SECRET: sessionSecret,
    VAPID_PUBLIC_KEY: vapidKeys.publicKey,
    VAPID_PRIVATE_KEY: vapidKeys.privateKey,
    PAYMENTS: 'test',
    ORDER_PAYMENT_WINDOW_SECONDS: String(PAYMENT_WINDOW_SECONDS),
    ORDER_EXPIRY_SWEEP_MS: '500',
  };
}

/**
 * @param {string} work
 * @param {{ redis: string, nginx: string }} programs
 */
async function startCluster(work, programs) {
  const ports = {
    database: await freePort(),
    redis: await freePort(),
    shopA: await freePort(),
    shopB: await freePort(),
    proxy: await freePort(),
  };
  const logFile = (/** @type {string} */ name) => join(work, `${name}.log`);
  await startProcess(
    'database',
    process.execPath,
    ['packages/embedded-mongo/dist/cli.js', '--port', String(ports.database), '--dbpath', join(work, 'db')],
    {
      logFile: logFile('database'),
      ready: /^mongodb:\/\//m,
    },
  );
  await startProcess('redis', programs.redis, ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    logFile: logFile('redis'),
    ready: /Ready to accept connections/,
  });
  const shared = {
    mongoUri: `mongodb://127.0.0.1:${ports.database}/shop`,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    publicUrl: `http://127.0.0.1:${ports.proxy}`,
    sessionSecret: randomBytes(32).toString('hex'),
    vapidKeys: webPush.generateVAPIDKeys(),
  };
  const shops = await Promise.all(
    ['a', 'b'].map(async (id) => {
      const port = id === 'a' ? ports.shopA : ports.shopB;
      const child = await startProcess(`shop ${id}`, process.execPath, ['backend/dist/main.js'], {
        logFile: logFile(`shop-${id}`),
        ready: /Shop ready on/,
        env: shopEnvironment(port, shared),
      });
      return { id, port, pid: child.pid, log: logFile(`shop-${id}`) };
    }),
  );
  writeNginxConfig(work, ports);
  await startProcess('nginx', programs.nginx, ['-p', work, '-c', join(work, 'nginx.conf'), '-e', 'logs/error.log'], {
    logFile: logFile('nginx'),
    ready: () => answersHealth(shared.publicUrl),
  });
  return { shared, shops };
}

/**
 * The admin account, made with the operator's own command against the shared database.
 * @param {string} mongoUri
 */
function createAdmin(mongoUri) {
  run('npx', ['tsx', 'scripts/create-admin.ts', '--email', ADMIN.email], {
    cwd: join(root, 'backend'),
    env: { ...process.env, MONGODB_URI: mongoUri, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

function stopAll() {
  for (const { child } of [...children].reverse()) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}

async function main() {
  const started = Date.now();
  const programs = { redis: ensureProgram('redis'), nginx: ensureProgram('nginx'), chromium: ensureProgram('chromium') };
  run('npm', ['run', 'build']);
  const work = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  /** @type {number} */
  let status;
  try {
    const { shared, shops } = await startCluster(work, programs);
    createAdmin(shared.mongoUri);
    console.log(
      `\n=== cluster tests: nginx on ${shared.publicUrl} in front of shops on ports ${shops.map((shop) => shop.port).join(' and ')} ===`,
    );
    // Not spawnSync: this process must keep copying the instances' output (and their mails) to their logs meanwhile.
    const playwright = spawn('npx', ['playwright', 'test', '-c', 'cluster/playwright.config.ts'], {
      cwd: join(root, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROME_PATH: programs.chromium,
        CLUSTER_URL: shared.publicUrl,
        CLUSTER_SHOPS: JSON.stringify(shops),
        CLUSTER_ADMIN: JSON.stringify(ADMIN),
        CLUSTER_PROXY_LOG: join(work, 'logs/access.log'),
      },
    });
    /** @type {unknown[]} */
    const exit = await once(playwright, 'exit');
    const [code] = exit;
    status = typeof code === 'number' ? code : 1;
  } finally {
    stopAll();
    const [load1, load5] = loadavg();
    console.log(
      `\ncluster test took ${((Date.now() - started) / 1000).toFixed(1)} s (load average ${load1.toFixed(2)}, ${load5.toFixed(2)})`,
    );
  }
  if (status === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`the database's, Redis's, nginx's and both shops' logs are in ${work}`);
  process.exit(status);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll();
    process.exit(1);
  });
}

main().catch((/** @type {unknown} */ error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
