import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize } from 'bson';
import { describe, expect, it } from 'vitest';
import { FRAME_HEADER_BYTES } from '../durability/record-frame.js';
import { runCli, startServerProcess, timeoutForProcesses, useServerProcessesPerTest, type MongoClient } from './server-process.fixture.js';

const { start, dbPath: currentDbPath } = useServerProcessesPerTest('damaged-journal-');
const SEGMENT = 'journal-00000001.log';
const ORDERS = 100;

async function insertOrders(client: MongoClient): Promise<void> {
  const orders = client.db('shop').collection<{ _id: number; total: number }>('orders');
  for (let n = 0; n < ORDERS; n++) await orders.insertOne({ _id: n, total: n * 100 });
}

async function storedOrderIds(client: MongoClient): Promise<number[]> {
  const orders = await client.db('shop').collection<{ _id: number }>('orders').find().sort({ _id: 1 }).toArray();
  return orders.map((order) => order._id);
}

function frameOffsets(journal: Buffer): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < journal.length; offset += FRAME_HEADER_BYTES + journal.readUInt32LE(offset)) {
    offsets.push(offset);
  }
  return offsets;
}

interface Damage {
  offset: number;
  /** _id of the order whose record was damaged. */
  orderId: number;
}

/** Where in the middle record a single bit flips: the length field or the BSON body. */
const FLIPPED_BITS: Record<string, (frameOffset: number, bodyBytes: number) => number> = {
  'record body': (frameOffset, bodyBytes) => frameOffset + FRAME_HEADER_BYTES + Math.floor(bodyBytes / 2),
  'record length': (frameOffset) => frameOffset,
};

/** Flips one bit in the middle record of the journal of a server that was stopped. */
async function flipBitMidJournal(where: string): Promise<Damage> {
  const path = join(currentDbPath(), SEGMENT);
  const journal = await readFile(path);
  const offsets = frameOffsets(journal);
  const offset = offsets[Math.floor(offsets.length / 2)];
  const bodyBytes = journal.readUInt32LE(offset);
  const record = deserialize(journal.subarray(offset + FRAME_HEADER_BYTES, offset + FRAME_HEADER_BYTES + bodyBytes));
  journal[FLIPPED_BITS[where](offset, bodyBytes)] ^= 0x10;
  await writeFile(path, journal);
  return { offset, orderId: (record.doc as { _id: number })._id };
}

async function filesIn(dir: string): Promise<Record<string, Buffer>> {
  const names = (await readdir(dir)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name))] as const)));
}

async function journalWithFlippedBit(where: string): Promise<Damage> {
  const first = await start();
  await insertOrders(first.client);
  expect((await first.server.kill('SIGTERM')).code).toBe(0);
  return flipBitMidJournal(where);
}

describe.each(Object.keys(FLIPPED_BITS))('embedded server with a flipped bit in a %s mid-journal', (where) => {
  it(
    'refuses to start, naming the file, the byte offset and the repair command, and changes nothing on disk',
    timeoutForProcesses(3),
    async () => {
      const damage = await journalWithFlippedBit(where);
      const dbPath = currentDbPath();
      const before = await filesIn(dbPath);

      await expect(startServerProcess(dbPath)).rejects.toThrow(`${SEGMENT} in ${dbPath} is damaged at byte offset ${damage.offset}`);
      await expect(startServerProcess(dbPath)).rejects.toThrow(`npm run embedded-mongo -- --repair --dbpath ${dbPath}`);

      expect(await filesIn(dbPath)).toEqual(before);
    },
  );

  it(
    'is repaired by the repair command, which keeps a copy and salvages every record after the damage',
    timeoutForProcesses(3),
    async () => {
      const damage = await journalWithFlippedBit(where);
      const dbPath = currentDbPath();
      const damagedBytes = await readFile(join(dbPath, SEGMENT));

      const repair = await runCli(['--repair', '--dbpath', dbPath]);

      expect(repair.code).toBe(0);
      expect(repair.stdout).toMatch(new RegExp(`^${SEGMENT}: kept \\d+ intact records, lost \\d+ bytes in 1 damaged`));
      expect(repair.stdout).toContain(`at offset ${damage.offset}`);
      const copyName = (await readdir(dbPath)).find((name) => name.startsWith(`${SEGMENT}.damaged-`));
      expect(copyName && (await readFile(join(dbPath, copyName)))).toEqual(damagedBytes);
      const restarted = await start();
      const allButDamaged = Array.from({ length: ORDERS }, (_, n) => n).filter((n) => n !== damage.orderId);
      expect(await storedOrderIds(restarted.client)).toEqual(allButDamaged);
    },
  );
});

describe('embedded server repair command', () => {
  it('leaves an intact data directory alone', timeoutForProcesses(2), async () => {
    const first = await start();
    await insertOrders(first.client);
    expect((await first.server.kill('SIGTERM')).code).toBe(0);
    const before = await filesIn(currentDbPath());

    const repair = await runCli(['--repair', '--dbpath', currentDbPath()]);

    expect(repair.stdout).toContain('nothing to repair');
    expect(await filesIn(currentDbPath())).toEqual(before);
  });
});
