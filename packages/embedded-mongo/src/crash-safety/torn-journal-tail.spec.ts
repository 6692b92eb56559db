import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDataDirectory, segmentFileName } from '../durability/data-directory.js';
import { encodeFrame } from '../durability/record-frame.js';
import { timeoutForProcesses, useServerProcessesPerTest, type MongoClient } from './server-process.fixture.js';

const { start, dbPath: currentDbPath } = useServerProcessesPerTest('torn-tail-');

async function insertOrders(client: MongoClient, from: number, count: number): Promise<void> {
  const orders = client.db('shop').collection<{ _id: number; total: number }>('orders');
  for (let n = from; n < from + count; n++) await orders.insertOne({ _id: n, total: n * 100 });
}

async function storedOrderIds(client: MongoClient): Promise<number[]> {
  const orders = await client.db('shop').collection<{ _id: number }>('orders').find().sort({ _id: 1 }).toArray();
  return orders.map((order) => order._id);
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, n) => n);
}

/** What a write cut short by a power loss leaves at the end of the journal: never acknowledged, never fsynced. */
const DAMAGED_TAILS: Record<string, () => Buffer> = {
  'half a record': () => {
    const frame = Buffer.concat(encodeFrame({ k: 'put', db: 'shop', coll: 'orders', doc: { _id: 999_999, total: 1 } }));
    return frame.subarray(0, Math.floor(frame.length / 2));
  },
  'a record with a bad checksum': () => {
    const frame = Buffer.concat(encodeFrame({ k: 'put', db: 'shop', coll: 'orders', doc: { _id: 999_999, total: 1 } }));
    frame[frame.length - 2] ^= 0xff;
    return frame;
  },
};

async function damageJournalTail(tail: Buffer): Promise<void> {
  const dbPath = currentDbPath();
  const { segments } = await listDataDirectory(dbPath);
  const lastSegment = segments.at(-1);
  if (lastSegment === undefined) throw new Error(`no journal segment in ${dbPath}`);
  await appendFile(join(dbPath, segmentFileName(lastSegment)), tail);
}

describe('embedded server recovery from a damaged journal tail', () => {
  it.each(Object.keys(DAMAGED_TAILS))(
    'recovers after a kill that left %s, then keeps journalling',
    timeoutForProcesses(3),
    async (damage) => {
      const first = await start();
      await insertOrders(first.client, 0, 100);
      await first.server.kill('SIGKILL');
      await damageJournalTail(DAMAGED_TAILS[damage]());

      const second = await start();
      expect(await storedOrderIds(second.client)).toEqual(range(100));
      await insertOrders(second.client, 100, 20);
      await second.server.kill('SIGKILL');

      const third = await start();
      expect(await storedOrderIds(third.client)).toEqual(range(120));
    },
  );
});
