/**
 * `npm run bench:chat -w backend`: the live chat with 1,000 clients connected to one instance.
 *
 * Starts the built app (see benchmark-app.ts), makes SHOPPERS shoppers and ADMINS admins with their
 * sessions written straight into the session store (logging 1,000 users in would spend most of the
 * run on argon2), connects every socket (the admins first, so that each shopper's arrival is told to
 * them, as in an open shop), lets WARM_UP_SHOPPERS shoppers send a message each (not
 * measured), then sends in three modes, each once the previous one's messages and receipts have all arrived:
 * - burst: BURST_SHOPPERS shoppers send BURST_MESSAGES_PER_SHOPPER messages each while each admin
 *   answers REPLIES_PER_ADMIN of them, sent on a schedule at DEFAULT_BURST_RATE messages per second
 *   (or `-- --burst-rate N`) whether or not earlier ones are answered yet (latencies count from the
 *   scheduled time, so a lagging client cannot hide a slow server);
 * - one at a time: ONE_AT_A_TIME shoppers each send a message once every admin has the previous one;
 * - flood: the remaining shoppers send FLOOD_MESSAGES_PER_SHOPPER messages each, every one as soon as
 *   the previous one is acknowledged: the most the instance stores per second, with the queue that builds.
 * For each mode it prints messages per second (stored and acknowledged), latencies from sending (ack;
 * delivery = message:new at each recipient; receipt = message:delivered at the sender's side), the
 * server's CPU time per message (the embedded database included), which is steadier than latency on a
 * shared machine, how busy the server's event loop was (near 100%, it always had work waiting: messages
 * queued) and the clients' own CPU time per message; then exits by itself. The clients run in a child
 * process, so that the server has a core of its own when the machine has one to spare.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { openChatSocket, type ChatClientSocket } from '../bench/chat-socket.js';
import { cpuMsSince, percentile } from '../bench/latency-sampler.js';
import { SESSION_COOKIE_NAME, SESSIONS_COLLECTION } from '../src/auth/session.middleware.js';
import {
  CHAT_CLIENT_EVENTS,
  CHAT_SERVER_EVENTS,
  type ChatAck,
  type ChatMessage,
  type ChatReady,
  type DeliveredReceipt,
} from '@shop/contracts/chat/chat-events';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';

const SHOPPERS = 990;
const ADMINS = 10;
// Each of these sends one message before anything is measured (see runClients).
const WARM_UP_SHOPPERS = 40;
const BURST_SHOPPERS = 500;
const ONE_AT_A_TIME = 50;
const BURST_MESSAGES_PER_SHOPPER = 2;
// The chat allows 10 messages per 10 s per user.
const REPLIES_PER_ADMIN = 10;
const DEFAULT_BURST_RATE = 150;
const FLOOD_MESSAGES_PER_SHOPPER = 2;
const CONNECTS_AT_ONCE = 100;
const DELIVERY_WAIT_MS = 60_000;
const SESSION_SECRET = randomBytes(32).toString('hex');
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

interface BenchClient {
  socket: ChatClientSocket;
  /** A shopper's own conversation. */
  conversationId?: string;
}

/** One message to send: who sends it into which conversation. */
interface Outgoing {
  sender: BenchClient;
  conversationId: string;
}

/** What one mode sent and what came back, latencies in ms from sending. */
interface Run {
  sentAt: Map<string, number>;
  ackMs: number[];
  deliveryMs: number[];
  receiptMs: number[];
}

interface Mode {
  label: string;
  expectedDeliveries: number;
  expectedReceipts: number;
  send: (run: Run) => Promise<void>;
}

/** What the client process measured for one mode. */
interface ModeFigures {
  label: string;
  ackMs: number[];
  deliveryMs: number[];
  receiptMs: number[];
  /** From the first send to the last ack. */
  acknowledgedInMs: number;
  /** From the first send to the last receipt. */
  completedInMs: number;
  /** The server process's CPU time over the mode, until the last receipt (garbage collection threads included). */
  serverCpuMs: number;
  /** How long the server's event loop was busy over the mode: at 100% of the mode's time, messages queue. */
  serverBusyMs: number;
  /** This (client) process's CPU time over the mode. */
  clientCpuMs: number;
  missing: string | null;
}

interface ClientFigures {
  connectMs: number;
  /** The server's and this process's CPU time while the sockets connected. */
  connectServerCpuMs: number;
  connectClientCpuMs: number;
  modes: ModeFigures[];
}

interface ClientsPlan {
  baseUrl: string;
  cookies: string[];
  burstRate: number;
}

/** The server process's usage so far. */
interface ServerUsage {
  cpuMs: number;
  busyMs: number;
}

/** Between the two processes: the clients ask for the server's usage, then hand over their figures. */
type ClientMessage = { kind: 'usage' } | { kind: 'figures'; figures: ClientFigures };
type ServerMessage = { kind: 'plan'; plan: ClientsPlan } | ({ kind: 'usage' } & ServerUsage);

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const burstRate = burstRateFromArguments();
  // Every client connects from 127.0.0.1: the address stands for a thousand shoppers.
  const { app, baseUrl, readyInMs } = await startBuiltApp({
    DEMO_DATA: 'false',
    SESSION_SECRET,
    CHAT_SOCKETS_PER_IP: String(SHOPPERS + ADMINS),
  });
  const setupStartedAt = performance.now();
  const cookies = await insertUsersWithSessions(app.get<Connection>(getConnectionToken()));
  const sessionsMs = performance.now() - setupStartedAt;
  const figures = await inClientProcess({ baseUrl, cookies, burstRate });
  await app.close();
  console.log(
    `App ready in ${readyInMs} ms; ${SHOPPERS} shoppers and ${ADMINS} admins with sessions in ${seconds(sessionsMs)}; ` +
      `${cookies.length} sockets connected in ${seconds(figures.connectMs)} ` +
      `(CPU: server ${seconds(figures.connectServerCpuMs)}, clients ${seconds(figures.connectClientCpuMs)})\n`,
  );
  printTable(
    [
      'mode',
      'messages',
      'msg/s',
      'ack p95 ms',
      'deliveries',
      'delivery p50 ms',
      'delivery p95 ms',
      'delivery max ms',
      'receipt p95 ms',
      'server CPU ms/msg',
      'server event loop busy %',
      'client CPU ms/msg',
    ],
    figures.modes.map(modeRow),
  );
  console.log(`\n${figures.modes.map(summaryLine).join('\n')}`);
  console.log(`load average (1, 5, 15 min): ${formatLoad(loadAtStart)} at the start, ${formatLoad(loadavg())} at the end`);
  const missing = figures.modes.flatMap((mode) => mode.missing ?? []);
  if (missing.length > 0) throw new Error(missing.join('; '));
}

function inClientProcess(plan: ClientsPlan): Promise<ClientFigures> {
  return new Promise((resolve, reject) => {
    const clients = fork(fileURLToPath(import.meta.url), [CLIENTS_FLAG], { execArgv: ['--conditions=@shop/source', '--import', 'tsx'] });
    const cpuAtStart = process.cpuUsage();
    clients.on('message', (message: ClientMessage) => {
      if (message.kind === 'figures') resolve(message.figures);
      else
        clients.send({
          kind: 'usage',
          cpuMs: cpuMsSince(cpuAtStart),
          busyMs: performance.eventLoopUtilization().active,
        } satisfies ServerMessage);
    });
    clients.once('error', reject);
    clients.once('exit', (code) => code !== 0 && reject(new Error(`The client process exited with ${code}`)));
    clients.send({ kind: 'plan', plan } satisfies ServerMessage);
  });
}

/** The client process: connects every socket, runs each mode in turn, counts what arrives. */
async function runClients({ baseUrl, cookies, burstRate }: ClientsPlan): Promise<ClientFigures> {
  const runOf = new Map<string, Run>();
  const clientIdOf = new Map<string, string>();
  const serverAtStart = await askServerUsage();
  const clientCpuAtStart = process.cpuUsage();
  const connectStartedAt = performance.now();
  // The staff are online when the shoppers arrive, as in a shop that is open: each arrival is news to them.
  const admins = await connectAll(baseUrl, cookies.slice(SHOPPERS), runOf, clientIdOf);
  const shoppers = await connectAll(baseUrl, cookies.slice(0, SHOPPERS), runOf, clientIdOf);
  const clients = [...shoppers, ...admins];
  const connectMs = performance.now() - connectStartedAt;
  const connectClientCpuMs = cpuMsSince(clientCpuAtStart);
  const connectServerCpuMs = (await askServerUsage()).cpuMs - serverAtStart.cpuMs;
  const send = (outgoing: Outgoing, run: Run, sentAt = performance.now()) => sendMessage(outgoing, run, sentAt, runOf, clientIdOf);
  const [warmUpShoppers, burstShoppers, oneAtATimeShoppers, floodShoppers] = splitAt(shoppers, [
    WARM_UP_SHOPPERS,
    BURST_SHOPPERS,
    ONE_AT_A_TIME,
  ]);
  // JIT compilation and the growth of the database connection pool belong to a server that has just started, not to a running shop.
  const warmUp = await measure(floodMode(warmUpShoppers, 1, send));
  if (warmUp.missing) throw new Error(`warm-up: ${warmUp.missing}`);
  const modes = [
    burstMode(burstShoppers, admins, burstRate, send),
    oneAtATimeMode(oneAtATimeShoppers, send),
    floodMode(floodShoppers, FLOOD_MESSAGES_PER_SHOPPER, send),
  ];
  const figures: ModeFigures[] = [];
  for (const mode of modes) figures.push(await measure(mode));
  for (const client of clients) client.socket.close();
  return { connectMs, connectServerCpuMs, connectClientCpuMs, modes: figures };
}

type SendFunction = (outgoing: Outgoing, run: Run, sentAt?: number) => Promise<void>;

function oneAtATimeMode(senders: BenchClient[], send: SendFunction): Mode {
  return {
    label: `one at a time: ${senders.length} messages, each to all ${ADMINS} admins`,
    expectedDeliveries: senders.length * ADMINS,
    expectedReceipts: senders.length,
    send: async (run) => {
      for (const sender of senders) {
        const deliveredBefore = run.deliveryMs.length;
        await send({ sender, conversationId: sender.conversationId! }, run);
        await waitFor(() => run.deliveryMs.length >= deliveredBefore + ADMINS, DELIVERY_WAIT_MS);
      }
    },
  };
}

/** Shoppers' messages in rounds (every shopper's first, then every second), with the admins' replies spread evenly among them. */
function burstMode(senders: BenchClient[], admins: BenchClient[], ratePerSecond: number, send: SendFunction): Mode {
  const rounds = Array.from({ length: BURST_MESSAGES_PER_SHOPPER }, () =>
    senders.map((sender) => ({ sender, conversationId: sender.conversationId! })),
  );
  const shopperSends = rounds.flat();
  const replies = admins.flatMap((admin, index) =>
    senders
      .slice(index * REPLIES_PER_ADMIN, (index + 1) * REPLIES_PER_ADMIN)
      .map((shopper) => ({ sender: admin, conversationId: shopper.conversationId! })),
  );
  const shopperMessages = shopperSends.length;
  const replyCount = replies.length;
  const schedule = [
    ...shopperSends.map((item, index) => ({ item, at: index / shopperMessages })),
    ...replies.map((item, index) => ({ item, at: (index + 0.5) / replyCount })),
  ]
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item);
  return {
    label: `burst at ${ratePerSecond} msg/s: ${shopperMessages} + ${replyCount} replies`,
    // A shopper's message reaches every admin; a reply reaches its shopper and the other admins.
    expectedDeliveries: shopperMessages * ADMINS + replyCount * ADMINS,
    // A shopper's receipt goes to that shopper; a reply's to every admin.
    expectedReceipts: shopperMessages + replyCount * ADMINS,
    send: (run) => sendOnSchedule(schedule, ratePerSecond, run, send),
  };
}

function floodMode(senders: BenchClient[], messagesPerShopper: number, send: SendFunction): Mode {
  const messages = senders.length * messagesPerShopper;
  return {
    label: `flood: ${senders.length} shoppers × ${messagesPerShopper}, each after the previous ack`,
    expectedDeliveries: messages * ADMINS,
    expectedReceipts: messages,
    send: async (run) => {
      await Promise.all(
        senders.map(async (sender) => {
          for (let count = 0; count < messagesPerShopper; count += 1) await send({ sender, conversationId: sender.conversationId! }, run);
        }),
      );
    },
  };
}

/** Sends each message at its time on the schedule, without waiting for earlier answers. */
async function sendOnSchedule(schedule: Outgoing[], ratePerSecond: number, run: Run, send: SendFunction): Promise<void> {
  const startedAt = performance.now();
  const intervalMs = 1000 / ratePerSecond;
  const sending: Promise<void>[] = [];
  let next = 0;
  while (next < schedule.length) {
    // A late wake-up sends everything that is due, each timed from when it was due.
    while (next < schedule.length && startedAt + next * intervalMs <= performance.now()) {
      sending.push(send(schedule[next], run, startedAt + next * intervalMs));
      next += 1;
    }
    await sleep(Math.max(0, startedAt + next * intervalMs - performance.now()));
  }
  await Promise.all(sending);
}

async function measure(mode: Mode): Promise<ModeFigures> {
  const run: Run = { sentAt: new Map(), ackMs: [], deliveryMs: [], receiptMs: [] };
  const serverAtStart = await askServerUsage();
  const clientCpuAtStart = process.cpuUsage();
  const startedAt = performance.now();
  await mode.send(run);
  const acknowledgedInMs = performance.now() - startedAt;
  await waitFor(() => run.deliveryMs.length >= mode.expectedDeliveries && run.receiptMs.length >= mode.expectedReceipts, DELIVERY_WAIT_MS);
  const completedInMs = performance.now() - startedAt;
  const clientCpuMs = cpuMsSince(clientCpuAtStart);
  const serverAtEnd = await askServerUsage();
  const [serverCpuMs, serverBusyMs] = [serverAtEnd.cpuMs - serverAtStart.cpuMs, serverAtEnd.busyMs - serverAtStart.busyMs];
  const counted = `${run.deliveryMs.length} of ${mode.expectedDeliveries} deliveries and ${run.receiptMs.length} of ${mode.expectedReceipts} receipts`;
  const complete = run.deliveryMs.length === mode.expectedDeliveries && run.receiptMs.length === mode.expectedReceipts;
  return {
    label: mode.label,
    ...run,
    acknowledgedInMs,
    completedInMs,
    serverCpuMs,
    serverBusyMs,
    clientCpuMs,
    missing: complete ? null : `${mode.label}: counted ${counted}`,
  };
}

/** Keeps CONNECTS_AT_ONCE handshakes under way, starting the next as soon as one is done; answers the clients in cookie order. */
async function connectAll(
  baseUrl: string,
  cookies: string[],
  runOf: Map<string, Run>,
  clientIdOf: Map<string, string>,
): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  let next = 0;
  const connectInTurn = async () => {
    for (let index = next++; index < cookies.length; index = next++)
      clients[index] = await connect(baseUrl, cookies[index], runOf, clientIdOf);
  };
  await Promise.all(Array.from({ length: CONNECTS_AT_ONCE }, connectInTurn));
  return clients;
}

function connect(baseUrl: string, cookie: string, runOf: Map<string, Run>, clientIdOf: Map<string, string>): Promise<BenchClient> {
  const socket = openChatSocket(baseUrl, { cookie });
  const record = (clientId: string, into: (run: Run) => number[]) => {
    const run = runOf.get(clientId)!;
    into(run).push(performance.now() - run.sentAt.get(clientId)!);
  };
  socket.on(CHAT_SERVER_EVENTS.message, (message: ChatMessage, ack: () => void) => {
    ack();
    // The other admins may have a reply's receipt before its sender has the ack.
    clientIdOf.set(message.id, message.clientId);
    record(message.clientId, (run) => run.deliveryMs);
  });
  socket.on(CHAT_SERVER_EVENTS.delivered, (receipt: DeliveredReceipt) =>
    record(clientIdOf.get(receipt.messageId)!, (run) => run.receiptMs),
  );
  return new Promise((resolve, reject) => {
    socket.once(CHAT_SERVER_EVENTS.ready, (ready: ChatReady) => {
      resolve({ socket, conversationId: ready.role === 'customer' ? ready.conversation.id : undefined });
    });
    socket.once('connect_error', (error) => reject(new Error(`A bench socket was refused: ${error.message}`)));
  });
}

async function sendMessage(
  { sender, conversationId }: Outgoing,
  run: Run,
  sentAt: number,
  runOf: Map<string, Run>,
  clientIdOf: Map<string, string>,
): Promise<void> {
  const clientId = `bench-${randomBytes(8).toString('hex')}`;
  run.sentAt.set(clientId, sentAt);
  runOf.set(clientId, run);
  const answer: ChatAck<ChatMessage> = await sender.socket.emitWithAck(CHAT_CLIENT_EVENTS.sendMessage, {
    conversationId,
    clientId,
    text: 'Bench message: is the Kitty charm still in stock?',
  });
  if (!answer.ok) throw new Error(`A bench message was refused: ${answer.message}`);
  run.ackMs.push(performance.now() - sentAt);
  clientIdOf.set(answer.data.id, clientId);
}

function burstRateFromArguments(): number {
  const at = process.argv.indexOf('--burst-rate');
  if (at === -1) return DEFAULT_BURST_RATE;
  const rate = Number(process.argv[at + 1]);
  if (!Number.isInteger(rate) || rate < 1) throw new Error('--burst-rate takes a whole number of messages per second');
  return rate;
}

/** Users and their sessions, inserted in bulk in express-session's store format; answers the session cookies. */
async function insertUsersWithSessions(connection: Connection): Promise<string[]> {
  const now = new Date();
  const roles = [...Array<string>(SHOPPERS).fill('customer'), ...Array<string>(ADMINS).fill('admin')];
  const users = roles.map((role, index) => ({
    Email: `${role}${index}@chat-bench.example`,
    UserName: '',
    Phone: '',
    Location: '',
    Fav: [],
    // Never logged in with: their sessions are made below.
    passwordHash: 'not-a-password-hash',
    role,
    createdAt: now,
    updatedAt: now,
  }));
  const { insertedIds } = await connection.collection('users').insertMany(users);
  const expires = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const sessions = Object.values(insertedIds).map((userId, index) => ({
    _id: randomBytes(24).toString('base64url'),
    expires,
    lastModified: now,
    session: {
      cookie: { originalMaxAge: SESSION_LIFETIME_MS, expires, secure: false, httpOnly: true, path: '/', sameSite: 'lax' },
      userId: userId.toString(),
      email: users[index].Email,
      role: users[index].role,
    },
  }));
  await connection.collection<{ _id: string }>(SESSIONS_COLLECTION).insertMany(sessions);
  return sessions.map((session) => `${SESSION_COOKIE_NAME}=${encodeURIComponent(signedSessionId(session._id))}`);
}

/** The cookie value express-session sets: "s:" + id + "." + base64 HMAC-SHA256 of the id (cookie-signature's format). */
function signedSessionId(sessionId: string): string {
  const signature = createHmac('sha256', SESSION_SECRET).update(sessionId).digest('base64').replace(/=+$/, '');
  return `s:${sessionId}.${signature}`;
}

function modeRow(mode: ModeFigures): string[] {
  const deliveries = sorted(mode.deliveryMs);
  const messages = mode.ackMs.length;
  return [
    mode.label,
    String(messages),
    perSecond(messages, mode.acknowledgedInMs).toFixed(0),
    p95(mode.ackMs).toFixed(1),
    String(deliveries.length),
    percentile(deliveries, 0.5).toFixed(1),
    percentile(deliveries, 0.95).toFixed(1),
    deliveries[deliveries.length - 1].toFixed(1),
    p95(mode.receiptMs).toFixed(1),
    (mode.serverCpuMs / messages).toFixed(2),
    ((100 * mode.serverBusyMs) / mode.completedInMs).toFixed(0),
    (mode.clientCpuMs / messages).toFixed(2),
  ];
}

function summaryLine(mode: ModeFigures): string {
  const messages = mode.ackMs.length;
  return (
    `${mode.label}: ${perSecond(messages, mode.acknowledgedInMs).toFixed(0)} messages/s, ` +
    `p95 delivery latency ${p95(mode.deliveryMs).toFixed(1)} ms, server CPU ${(mode.serverCpuMs / messages).toFixed(2)} ms/message`
  );
}

function askServerUsage(): Promise<ServerUsage> {
  return new Promise((resolve) => {
    process.once('message', (message: ServerMessage) => message.kind === 'usage' && resolve(message));
    process.send!({ kind: 'usage' } satisfies ClientMessage);
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition() && performance.now() < deadline) await sleep(10);
}

/** The list cut into consecutive parts of the given sizes, and the rest. */
function splitAt<T>(list: T[], sizes: number[]): T[][] {
  const parts: T[][] = [];
  let start = 0;
  for (const size of sizes) parts.push(list.slice(start, (start += size)));
  return [...parts, list.slice(start)];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const p95 = (latencies: number[]) => percentile(sorted(latencies), 0.95);
const perSecond = (count: number, ms: number) => count / (ms / 1000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const formatLoad = (load: number[]) => load.map((value) => value.toFixed(2)).join(', ');

const CLIENTS_FLAG = '--clients';

if (!process.argv.includes(CLIENTS_FLAG)) runBenchmark(main);
else
  process.once(
    'message',
    (message: ServerMessage) => message.kind === 'plan' && runBenchmark(() => runClients(message.plan).then(sendToParent)),
  );

function sendToParent(figures: ClientFigures): Promise<void> {
  const message: ClientMessage = { kind: 'figures', figures };
  return new Promise((resolve, reject) => process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
}
