import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connectClient,
  runCli,
  startServerProcess,
  timeoutForProcesses,
  useServerProcessesPerTest,
  whileWriting,
  type MongoClient,
  type ServerProcess,
} from './server-process.fixture.js';

const WRITERS = 6;
const ACKNOWLEDGED_BEFORE_BACKUP = 300;

const { start, dbPath: currentDbPath } = useServerProcessesPerTest('backup-source-');
const restored: { server?: ServerProcess; client?: MongoClient; dir?: string } = {};

afterEach(async () => {
  await restored.client?.close(true);
  await restored.server?.kill('SIGKILL');
  if (restored.dir) await rm(restored.dir, { recursive: true, force: true });
  Object.assign(restored, { server: undefined, client: undefined, dir: undefined });
});

interface Order {
  _id: string;
  writer: number;
  sequence: number;
  status: 'placed' | 'paid';
  totalCents: number;
  paidCents?: number;
}

interface WriteLog {
  attempted: Set<string>;
  /** Ids whose insert was acknowledged, and ids whose later payment update was. */
  placed: Set<string>;
  paid: Set<string>;
  stopped: boolean;
}

function ordersOf(client: MongoClient) {
  return client.db('shop').collection<Order>('orders');
}

/** Places an order, then marks it paid with a second write, until told to stop. */
async function streamOrders(client: MongoClient, log: WriteLog, writer: number): Promise<void> {
  for (let sequence = 0; !log.stopped; sequence++) {
    const totalCents = 1299 * (sequence + 1);
    const order: Order = { _id: `w${writer}-${sequence}`, writer, sequence, status: 'placed', totalCents };
    log.attempted.add(order._id);
    await ordersOf(client).insertOne(order);
    log.placed.add(order._id);
    await ordersOf(client).updateOne({ _id: order._id }, { $set: { status: 'paid', paidCents: order.totalCents } });
    log.paid.add(order._id);
  }
}

describe('embedded server backup while running', () => {
  it(
    'copies every write acknowledged before it began, none half-applied, and the copy starts as a server',
    timeoutForProcesses(3),
    async () => {
      const { client } = await start();
      const log: WriteLog = { attempted: new Set(), placed: new Set(), paid: new Set(), stopped: false };
      const writers = Array.from({ length: WRITERS }, (_, writer) => streamOrders(client, log, writer));
      await whileWriting(writers, () => log.placed.size >= ACKNOWLEDGED_BEFORE_BACKUP);

      const placedBeforeBackup = [...log.placed];
      const paidBeforeBackup = [...log.paid];
      restored.dir = await mkdtemp(join(tmpdir(), 'backup-copy-'));
      const backup = await runCli(['--backup', '--dbpath', currentDbPath(), '--out', restored.dir]);
      const placedDuringBackup = log.placed.size - placedBeforeBackup.length;
      log.stopped = true;
      await Promise.all(writers);

      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`backed up ${currentDbPath()} to ${restored.dir}`);
      expect(placedDuringBackup).toBeGreaterThan(0);
      restored.server = await startServerProcess(restored.dir);
      restored.client = await connectClient(restored.server.uri);
      const orders = await ordersOf(restored.client).find().toArray();
      const stored = new Map(orders.map((order) => [order._id, order]));
      expect(placedBeforeBackup.filter((id) => !stored.has(id))).toEqual([]);
      expect(paidBeforeBackup.filter((id) => stored.get(id)?.status !== 'paid')).toEqual([]);
      expect(orders.filter((order) => !log.attempted.has(order._id))).toEqual([]);
      for (const order of orders) {
        const expected = { _id: order._id, writer: order.writer, sequence: order.sequence, totalCents: 1299 * (order.sequence + 1) };
        const payment = order.status === 'paid' ? { status: 'paid', paidCents: expected.totalCents } : { status: 'placed' };
        expect(order).toEqual({ ...expected, ...payment });
      }
    },
  );
});
