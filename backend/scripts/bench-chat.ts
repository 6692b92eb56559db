/**
 * `npm run bench:chat -w backend`: the live chat with 1,000 clients connected to one instance.
 *
 * Starts the built app (see benchmark-app.ts), makes SHOPPERS shoppers and ADMINS admins with their
 * sessions written straight into the session store (logging 1,000 users in would spend most of the
 * run on argon2), connects every socket, then sends one bounded burst: SENDING_SHOPPERS shoppers send
 * MESSAGES_PER_SHOPPER messages each (every admin receives each one) while each admin answers
 * REPLIES_PER_ADMIN shoppers; then QUIET_MESSAGES messages one at a time. Prints messages per second
 * (stored and acknowledged), deliveries and delivery receipts per second, and latencies from sending
 * (p50/p95/max; delivery = send → message:new at each recipient), then exits by itself.
 * The clients run in a child process, so that the server has a core of its own.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { percentile } from '../bench/latency-sampler.js';
import { SESSION_COOKIE_NAME, SESSIONS_COLLECTION } from '../src/auth/session.middleware.js';
import { CHAT_CLIENT_EVENTS, CHAT_SERVER_EVENTS, type ChatAck, type ChatMessage, type ChatReady, type DeliveredReceipt } from '../src/chat/chat-events.js';
import { openChatSocket, type ChatClientSocket } from '../test/helpers/chat-socket.js';
import { printTable, runBenchmark, startBuiltApp } from './benchmark-app.js';

const SHOPPERS = 990;
const ADMINS = 10;
const SENDING_SHOPPERS = 500;
const MESSAGES_PER_SHOPPER = 2;
// The chat allows 10 messages per 10 s per user.
const REPLIES_PER_ADMIN = 10;
// After the burst, messages one at a time (each once all admins have it): the latency a shopper feels.
const QUIET_MESSAGES = 20;
const CONNECTS_AT_ONCE = 100;
const DELIVERY_WAIT_MS = 60_000;
const SESSION_SECRET = randomBytes(32).toString('hex');
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

interface BenchClient {
  socket: ChatClientSocket;
  /** A shopper's own conversation. */
  conversationId?: string;
}

interface Tally {
  /** By clientId. */
  sentAt: Map<string, number>;
  /** By message id, from the acks: receipts name the stored message. */
  clientIdOf: Map<string, string>;
  ackMs: number[];
  deliveryMs: number[];
  /** message:delivered receipts at the senders' side: the server has recorded each delivery. */
  receiptMs: number[];
}

interface ClientsPlan {
  baseUrl: string;
  cookies: string[];
}

/** What the client thread measured. */
interface ClientFigures {
  connectMs: number;
  ackMs: number[];
  deliveryMs: number[];
  receiptMs: number[];
  acknowledgedMs: number;
  deliveredMs: number;
  receiptsMs: number;
  /** Each one-at-a-time message's delivery latency at its last recipient. */
  quietMs: number[];
}

const SHOPPER_MESSAGES = SENDING_SHOPPERS * MESSAGES_PER_SHOPPER;
const REPLIES = ADMINS * REPLIES_PER_ADMIN;
// A shopper's message reaches every admin; a reply reaches its shopper and the other admins.
const EXPECTED_DELIVERIES = SHOPPER_MESSAGES * ADMINS + REPLIES * ADMINS;
// A shopper's receipt goes to that shopper; a reply's to every admin.
const EXPECTED_RECEIPTS = SHOPPER_MESSAGES + REPLIES * ADMINS;

async function main(): Promise<void> {
  const { app, baseUrl, readyInMs } = await startBuiltApp({ DEMO_DATA: 'false', SESSION_SECRET });
  const setupStartedAt = performance.now();
  const cookies = await insertUsersWithSessions(app.get<Connection>(getConnectionToken()));
  const sessionsMs = performance.now() - setupStartedAt;
  const figures = await inClientProcess({ baseUrl, cookies });
  console.log(
    `App ready in ${readyInMs} ms; ${SHOPPERS} shoppers and ${ADMINS} admins with sessions in ${seconds(sessionsMs)}; ` +
      `${cookies.length} sockets connected in ${seconds(figures.connectMs)} (set-up ${seconds(sessionsMs + figures.connectMs)})\n`,
  );
  printTable(
    ['burst', 'count', 'seconds', 'per second', 'p50 ms', 'p95 ms', 'max ms'],
    [
      figuresRow(`messages stored and acknowledged (${SHOPPER_MESSAGES} + ${REPLIES} replies)`, figures.ackMs, figures.acknowledgedMs),
      figuresRow('deliveries (message:new at a recipient)', figures.deliveryMs, figures.deliveredMs),
      figuresRow('delivery receipts (message:delivered at the sender side)', figures.receiptMs, figures.receiptsMs),
      figuresRow(`then one message at a time, to all ${ADMINS} admins`, figures.quietMs, sum(figures.quietMs)),
    ],
  );
  const perSecond = figures.ackMs.length / (figures.acknowledgedMs / 1000);
  const p95 = (latencies: number[]) => `${percentile(sorted(latencies), 0.95).toFixed(1)} ms`;
  console.log(
    `\nburst: ${perSecond.toFixed(0)} messages/s, p95 delivery latency ${p95(figures.deliveryMs)}; ` +
      `one at a time: p95 delivery latency ${p95(figures.quietMs)}`,
  );
  await app.close();
  if (figures.deliveryMs.length !== EXPECTED_DELIVERIES || figures.receiptMs.length !== EXPECTED_RECEIPTS) {
    throw new Error(
      `Expected ${EXPECTED_DELIVERIES} deliveries and ${EXPECTED_RECEIPTS} receipts, counted ${figures.deliveryMs.length} and ${figures.receiptMs.length}`,
    );
  }
}

const CLIENTS_FLAG = '--clients';

function inClientProcess(plan: ClientsPlan): Promise<ClientFigures> {
  return new Promise((resolve, reject) => {
    const clients = fork(fileURLToPath(import.meta.url), [CLIENTS_FLAG], { execArgv: ['--import', 'tsx'] });
    clients.once('message', (figures) => resolve(figures as ClientFigures));
    clients.once('error', reject);
    clients.once('exit', (code) => code !== 0 && reject(new Error(`The client process exited with ${code}`)));
    clients.send(plan);
  });
}

/** The client process: connects every socket, sends the burst, counts what arrives. */
async function runClients({ baseUrl, cookies }: ClientsPlan): Promise<ClientFigures> {
  const tally: Tally = { sentAt: new Map(), clientIdOf: new Map(), ackMs: [], deliveryMs: [], receiptMs: [] };
  const connectStartedAt = performance.now();
  const clients = await connectAll(baseUrl, cookies, tally);
  const connectMs = performance.now() - connectStartedAt;
  const shoppers = clients.slice(0, SHOPPERS);
  const admins = clients.slice(SHOPPERS);
  const burstStartedAt = performance.now();
  await Promise.all([
    ...shoppers.slice(0, SENDING_SHOPPERS).map((shopper) => sendInTurn(shopper, shopper.conversationId!, MESSAGES_PER_SHOPPER, tally)),
    ...admins.map((admin, index) =>
      Promise.all(
        shoppers.slice(index * REPLIES_PER_ADMIN, (index + 1) * REPLIES_PER_ADMIN).map((shopper) => sendInTurn(admin, shopper.conversationId!, 1, tally)),
      ),
    ),
  ]);
  const acknowledgedMs = performance.now() - burstStartedAt;
  await waitFor(() => tally.deliveryMs.length >= EXPECTED_DELIVERIES, DELIVERY_WAIT_MS);
  const deliveredMs = performance.now() - burstStartedAt;
  await waitFor(() => tally.receiptMs.length >= EXPECTED_RECEIPTS, DELIVERY_WAIT_MS);
  const receiptsMs = performance.now() - burstStartedAt;
  const [ackMs, deliveryMs, receiptMs] = [[...tally.ackMs], [...tally.deliveryMs], [...tally.receiptMs]];
  const quietMs = await oneAtATime(shoppers.slice(SENDING_SHOPPERS, SENDING_SHOPPERS + QUIET_MESSAGES), tally);
  for (const client of clients) client.socket.close();
  return { connectMs, ackMs, deliveryMs, receiptMs, acknowledgedMs, deliveredMs, receiptsMs, quietMs };
}

/** Each shopper sends one message once every admin has the previous one; answers each message's latency. */
async function oneAtATime(senders: BenchClient[], tally: Tally): Promise<number[]> {
  const latencies: number[] = [];
  for (const sender of senders) {
    const deliveredBefore = tally.deliveryMs.length;
    await sendInTurn(sender, sender.conversationId!, 1, tally);
    await waitFor(() => tally.deliveryMs.length >= deliveredBefore + ADMINS, DELIVERY_WAIT_MS);
    latencies.push(Math.max(...tally.deliveryMs.slice(deliveredBefore)));
  }
  return latencies;
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
  const sessions = Object.values(insertedIds).map((userId) => ({
    _id: randomBytes(24).toString('base64url'),
    expires,
    lastModified: now,
    session: {
      cookie: { originalMaxAge: SESSION_LIFETIME_MS, expires, secure: false, httpOnly: true, path: '/', sameSite: 'lax' },
      userId: userId.toString(),
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

async function connectAll(baseUrl: string, cookies: string[], tally: Tally): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let start = 0; start < cookies.length; start += CONNECTS_AT_ONCE) {
    const batch = cookies.slice(start, start + CONNECTS_AT_ONCE).map((cookie) => connect(baseUrl, cookie, tally));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

function connect(baseUrl: string, cookie: string, tally: Tally): Promise<BenchClient> {
  const socket = openChatSocket(baseUrl, { cookie });
  const sinceSent = (clientId: string) => performance.now() - tally.sentAt.get(clientId)!;
  socket.on(CHAT_SERVER_EVENTS.message, (message: ChatMessage, ack: () => void) => {
    ack();
    tally.deliveryMs.push(sinceSent(message.clientId));
  });
  socket.on(CHAT_SERVER_EVENTS.delivered, (receipt: DeliveredReceipt) => {
    tally.receiptMs.push(sinceSent(tally.clientIdOf.get(receipt.messageId)!));
  });
  return new Promise((resolve, reject) => {
    socket.once(CHAT_SERVER_EVENTS.ready, (ready: ChatReady) => {
      resolve({ socket, conversationId: ready.role === 'customer' ? ready.conversation.id : undefined });
    });
    socket.once('connect_error', (error) => reject(new Error(`A bench socket was refused: ${error.message}`)));
  });
}

/** Sends `count` messages one after the other, each after the previous one's ack. */
async function sendInTurn(client: BenchClient, conversationId: string, count: number, tally: Tally): Promise<void> {
  for (let number = 1; number <= count; number += 1) {
    const clientId = `bench-${randomBytes(8).toString('hex')}`;
    const sentAt = performance.now();
    tally.sentAt.set(clientId, sentAt);
    const answer: ChatAck<ChatMessage> = await client.socket.emitWithAck(CHAT_CLIENT_EVENTS.sendMessage, {
      conversationId,
      clientId,
      text: `Bench message ${number}: is the Kitty charm still in stock?`,
    });
    if (!answer.ok) throw new Error(`A bench message was refused: ${answer.message}`);
    tally.ackMs.push(performance.now() - sentAt);
    tally.clientIdOf.set(answer.data.id, clientId);
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function figuresRow(label: string, latencies: number[], elapsedMs: number): string[] {
  const inOrder = sorted(latencies);
  return [
    label,
    String(latencies.length),
    (elapsedMs / 1000).toFixed(2),
    (latencies.length / (elapsedMs / 1000)).toFixed(0),
    percentile(inOrder, 0.5).toFixed(1),
    percentile(inOrder, 0.95).toFixed(1),
    inOrder[inOrder.length - 1].toFixed(1),
  ];
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

if (!process.argv.includes(CLIENTS_FLAG)) runBenchmark(main);
else process.once('message', (plan) => runBenchmark(async () => void (await sendToParent(await runClients(plan as ClientsPlan)))));

function sendToParent(figures: ClientFigures): Promise<void> {
  return new Promise((resolve, reject) => process.send!(figures, undefined, {}, (error) => (error ? reject(error) : resolve())));
}
