import { describe, expect, it } from 'vitest';
import { Binary, Long, timeoutForProcesses, useServerProcessesPerTest, whileWriting, type MongoClient } from './server-process.fixture.js';

const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 300;
const COUNTER_ID = 'stock-counter';

interface WriteLog {
  attempted: Set<string>;
  acknowledged: Set<string>;
  incrementsAttempted: number;
  incrementsAcknowledged: number;
}

function newWriteLog(): WriteLog {
  return { attempted: new Set(), acknowledged: new Set(), incrementsAttempted: 0, incrementsAcknowledged: 0 };
}

const { start } = useServerProcessesPerTest('crash-safety-');

function orderDocument(writer: number, sequence: number) {
  return {
    _id: `w${writer}-${sequence}`,
    writer,
    sequence,
    placedAt: new Date(),
    totalCents: Long.fromNumber(1299 * sequence),
    receipt: new Binary(Buffer.alloc(64, sequence % 256)),
    items: [{ name: 'Bunny keychain', quantity: 1 + (sequence % 3) }],
  };
}

type OrderDocument = ReturnType<typeof orderDocument>;

function ordersOf(client: MongoClient) {
  return client.db('shop').collection<OrderDocument>('orders');
}

/** Each writer alternates inserts and a shared counter increment until the server goes away. */
async function streamWrites(client: MongoClient, log: WriteLog, writer: number): Promise<void> {
  const orders = ordersOf(client);
  const counters = client.db('shop').collection<{ _id: string; n: number }>('counters');
  for (let sequence = 0; ; sequence++) {
    const order = orderDocument(writer, sequence);
    try {
      log.attempted.add(order._id);
      await orders.insertOne(order);
      log.acknowledged.add(order._id);
      log.incrementsAttempted++;
      await counters.updateOne({ _id: COUNTER_ID }, { $inc: { n: 1 } }, { upsert: true });
      log.incrementsAcknowledged++;
    } catch {
      return;
    }
  }
}

async function expectAcknowledgedWritesIntact(client: MongoClient, log: WriteLog): Promise<void> {
  const orders = await ordersOf(client).find().toArray();
  const stored = new Set(orders.map((order) => order._id));
  const missing = [...log.acknowledged].filter((id) => !stored.has(id));
  expect(missing).toEqual([]);
  const unexpected = [...stored].filter((id) => !log.attempted.has(id));
  expect(unexpected).toEqual([]);
  for (const order of orders) {
    expect(order._id).toBe(`w${order.writer}-${order.sequence}`);
    expect(order.placedAt).toBeInstanceOf(Date);
    expect(Number(order.totalCents)).toBe(1299 * order.sequence);
    expect(order.receipt).toBeInstanceOf(Binary);
    expect(Buffer.from(order.receipt.buffer)).toEqual(Buffer.alloc(64, order.sequence % 256));
  }
  const counter = await client.db('shop').collection<{ _id: string; n: number }>('counters').findOne({ _id: COUNTER_ID });
  expect(counter?.n ?? 0).toBeGreaterThanOrEqual(log.incrementsAcknowledged);
  expect(counter?.n ?? 0).toBeLessThanOrEqual(log.incrementsAttempted);
}

describe('embedded server crash safety', () => {
  it('keeps every acknowledged write when killed with SIGKILL mid-stream', timeoutForProcesses(2), async () => {
    const { server, client } = await start();
    const log = newWriteLog();
    const writers = Array.from({ length: WRITERS }, (_, writer) => streamWrites(client, log, writer));
    await whileWriting(writers, () => log.acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL);

    const exit = await server.kill('SIGKILL');
    await Promise.all(writers);
    expect(exit.signal).toBe('SIGKILL');
    expect(log.acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const restarted = await start();
    await expectAcknowledgedWritesIntact(restarted.client, log);
  });

  it('shuts down cleanly on SIGTERM and keeps everything written before', timeoutForProcesses(2), async () => {
    const { server, client } = await start();
    const log = newWriteLog();
    for (let sequence = 0; sequence < 50; sequence++) {
      const order = orderDocument(0, sequence);
      log.attempted.add(order._id);
      await ordersOf(client).insertOne(order);
      log.acknowledged.add(order._id);
    }

    expect((await server.kill('SIGTERM')).code).toBe(0);

    const restarted = await start();
    await expectAcknowledgedWritesIntact(restarted.client, log);
  });
});
