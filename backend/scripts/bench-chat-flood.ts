/**
 * `npm run bench:chat-flood -w backend`: /api/health while one shopper floods the chat from 100 sockets.
 *
 * Starts the built app (see benchmark-app.ts), logs one shopper in, and measures GET /api/health (p50, p95) three
 * times: idle; while a child process opens SOCKETS sockets with that shopper's session and has each emit a typing
 * event every 1/PER_SOCKET_RATE s, reconnecting a second after any refusal or disconnection (each socket within the
 * budget one socket used to have); and idle again once the flood stops. It prints how many sockets the server let in
 * and how many of the events it accepted. The clients run in a child process, so that the server's event loop is
 * its own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openChatSocket, type ChatClientSocket } from '../bench/chat-socket.js';
import { percentile } from '../bench/latency-sampler.js';
import { SESSION_COOKIE_NAME } from '../src/auth/session.middleware.js';
import { CHAT_CLIENT_EVENTS, CHAT_ERRORS, CHAT_SERVER_EVENTS, type ChatAck } from '@shop/contracts/chat/chat-events';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';

const SOCKETS = 100;
const PER_SOCKET_RATE = 5;
const HEALTH_REQUESTS = 300;
const FLOOD_WARM_UP_MS = 2_000;
const RECONNECT_AFTER_MS = 1_000;
const CLIENTS_FLAG = '--flood-clients';
const EMAIL = 'flooder@example.com';
const PASSWORD = 'secret1';

interface FloodFigures {
  connected: number;
  refusedConnections: number;
  accepted: number;
  refusedEvents: number;
}

if (process.argv.includes(CLIENTS_FLAG)) runFloodClients();
else runBenchmark(main);

async function main(): Promise<void> {
  const { app, baseUrl, importBuilt } = await startBuiltApp({ DEMO_DATA: 'false', PASSWORD_HASH_MEMORY_KIB: '8' });
  const { UsersService } = await importBuilt<typeof import('../src/users/users.service.js')>('users/users.service.js');
  const { PasswordHasher } = await importBuilt<typeof import('../src/auth/password-hasher.js')>('auth/password-hasher.js');
  await app.get(UsersService).create({ email: EMAIL, passwordHash: await app.get(PasswordHasher).hash(PASSWORD), role: 'customer' });
  const cookie = await logIn(baseUrl);
  const load = loadavg();
  const idle = await healthLatencies(baseUrl);
  const clients = fork(fileURLToPath(import.meta.url), [CLIENTS_FLAG, baseUrl, cookie], {
    execArgv: ['--conditions=@shop/source', '--import', 'tsx'],
  });
  await new Promise((resolve) => setTimeout(resolve, FLOOD_WARM_UP_MS));
  const flooded = await healthLatencies(baseUrl);
  const flood = await stop(clients);
  const after = await healthLatencies(baseUrl);
  await app.close();
  printTable(
    ['/api/health', 'p50 ms', 'p95 ms'],
    [row('idle', idle), row(`one shopper flooding from ${SOCKETS} sockets`, flooded), row('idle again', after)],
  );
  console.log(
    `\nsockets let in at a time: ${flood.connected} (connections refused: ${flood.refusedConnections}); ` +
      `events accepted: ${flood.accepted}, refused: ${flood.refusedEvents}`,
  );
  console.log(`load average (1, 5, 15 min) at the start: ${load.map((value) => value.toFixed(2)).join(', ')}`);
}

async function logIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!session) throw new Error(`login failed: ${response.status}`);
  return session.split(';')[0];
}

/** One request after another, as a health check or a shopper's click would come. */
async function healthLatencies(baseUrl: string): Promise<number[]> {
  const latencies: number[] = [];
  for (let request = 0; request < HEALTH_REQUESTS; request += 1) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

function row(label: string, sorted: number[]): string[] {
  return [label, percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.95).toFixed(1)];
}

async function stop(clients: ChildProcess): Promise<FloodFigures> {
  const figures = once(clients, 'message');
  clients.send('stop');
  return (await figures)[0] as FloodFigures;
}

function runFloodClients(): void {
  const [baseUrl, cookie] = process.argv.slice(process.argv.indexOf(CLIENTS_FLAG) + 1);
  const figures: FloodFigures = { connected: 0, refusedConnections: 0, accepted: 0, refusedEvents: 0 };
  const sockets = new Set<ChatClientSocket>();
  let stopped = false;
  let connectedNow = 0;
  const open = () => {
    if (stopped) return;
    const socket = openChatSocket(baseUrl, { cookie });
    sockets.add(socket);
    let timer: NodeJS.Timeout | undefined;
    const retry = () => {
      clearInterval(timer);
      sockets.delete(socket);
      socket.close();
      setTimeout(open, RECONNECT_AFTER_MS);
    };
    socket.on(CHAT_SERVER_EVENTS.ready, (ready) => {
      if (ready.role !== 'customer') return;
      connectedNow += 1;
      figures.connected = Math.max(figures.connected, connectedNow);
      const typing = { conversationId: ready.conversation.id, typing: true };
      timer = setInterval(() => {
        socket.emit(CHAT_CLIENT_EVENTS.setTyping, typing, (answer: ChatAck<unknown>) => {
          if (answer.ok) figures.accepted += 1;
          else if (answer.message === CHAT_ERRORS.tooManyEvents) figures.refusedEvents += 1;
        });
      }, 1000 / PER_SOCKET_RATE);
    });
    socket.on('disconnect', () => {
      if (timer) connectedNow -= 1;
      retry();
    });
    socket.on('connect_error', () => {
      figures.refusedConnections += 1;
      retry();
    });
  };
  for (let socket = 0; socket < SOCKETS; socket += 1) open();
  process.on('message', () => {
    stopped = true;
    for (const socket of sockets) socket.close();
    process.send?.(figures, () => process.exit(0));
  });
}
