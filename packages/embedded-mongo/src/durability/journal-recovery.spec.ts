import { copyFile, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDurableStore, type JournalRecord } from './durable-store.js';
import { repairDataDirectory } from './repair.js';
import { encodeFrame } from './record-frame.js';
import { useTempDirectories } from './temp-directory.fixture.js';

const newTempDirectory = useTempDirectories();
const FIRST_SEGMENT = 'journal-00000001.log';

async function writeJournal(dir: string, records: JournalRecord[]): Promise<void> {
  const store = await openDurableStore(dir);
  for (const record of records) await store.append(record);
  await store.close();
}

async function reopenRecords(dir: string): Promise<JournalRecord[]> {
  const store = await openDurableStore(dir);
  await store.close();
  return store.recovered;
}

async function openLogged(dir: string) {
  const lines: string[] = [];
  const store = await openDurableStore(dir, { log: (line) => lines.push(line) });
  return { store, lines };
}

const tenRecords = Array.from({ length: 10 }, (_, n) => ({ n, text: `record ${n}` }));

describe('journal recovery', () => {
  it('drops a torn last record, keeps every complete one and appends cleanly after it', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords);
    const segment = join(dir, FIRST_SEGMENT);
    await truncate(segment, (await stat(segment)).size - 3);

    const { store, lines } = await openLogged(dir);
    expect(store.recovered).toEqual(tenRecords.slice(0, 9));
    expect(lines.some((line) => line.includes(`torn tail of ${FIRST_SEGMENT}`))).toBe(true);
    await store.append({ n: 'after' });
    await store.close();

    expect(await reopenRecords(dir)).toEqual([...tenRecords.slice(0, 9), { n: 'after' }]);
  });

  it('drops a last record whose checksum does not match', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords);
    const segment = join(dir, FIRST_SEGMENT);
    const bytes = await readFile(segment);
    bytes[bytes.length - 4] ^= 0x55;
    await writeFile(segment, bytes);

    const { store, lines } = await openLogged(dir);

    expect(store.recovered).toEqual(tenRecords.slice(0, 9));
    expect(lines.some((line) => line.includes('checksum mismatch'))).toBe(true);
    await store.close();
  });

  it('survives a crash that left only part of the first record', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords.slice(0, 1));
    await truncate(join(dir, FIRST_SEGMENT), 5);

    const store = await openDurableStore(dir);

    expect(store.recovered).toEqual([]);
    await store.close();
  });

  it('refuses to start when damage in one segment is followed by data in a later one', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords);
    await copyFile(join(dir, FIRST_SEGMENT), join(dir, 'journal-00000002.log'));
    await truncate(join(dir, FIRST_SEGMENT), 3);

    await expect(openDurableStore(dir)).rejects.toThrow(
      /journal-00000001.log in .* is damaged at byte offset 0 \(incomplete record, later segments hold data\)/,
    );
  });

  it('ignores a snapshot without its trailer and replays the journal instead', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords);
    await writeFile(join(dir, 'snapshot-00000001.bson'), Buffer.from([1, 2, 3]));

    const { store, lines } = await openLogged(dir);

    expect(store.recovered).toEqual(tenRecords);
    expect(lines.some((line) => line.includes('skipping damaged snapshot snapshot-00000001.bson'))).toBe(true);
    await store.close();
  });

  it('removes a snapshot temp file left by a crash during compaction', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords);
    const leftover = join(dir, 'snapshot-00000002.bson.tmp');
    await writeFile(leftover, 'half a snapshot');

    const store = await openDurableStore(dir);

    expect(store.recovered).toEqual(tenRecords);
    await expect(stat(leftover)).rejects.toThrow(/ENOENT/);
    await store.close();
  });

  it('replays both segments when a crash interrupted compaction before the snapshot was in place', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords.slice(0, 5));
    const newerRecords = Buffer.concat(tenRecords.slice(5).flatMap((record) => encodeFrame(record)));
    await writeFile(join(dir, 'journal-00000002.log'), newerRecords);
    await writeFile(join(dir, 'snapshot-00000002.bson.tmp'), 'half a snapshot');

    const store = await openDurableStore(dir);
    await store.append({ n: 'after' });
    await store.close();

    expect(await reopenRecords(dir)).toEqual([...tenRecords, { n: 'after' }]);
  });

  it('refuses to start on a damaged snapshot nothing older can replace, and repair salvages the rest of it', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    await store.compact(() => tenRecords);
    await store.append({ n: 'after' });
    await store.close();
    const snapshot = join(dir, 'snapshot-00000002.bson');
    const bytes = await readFile(snapshot);
    const fifthRecordBody = Buffer.concat(tenRecords.slice(0, 4).flatMap((record) => encodeFrame(record))).length + 12;
    bytes[fifthRecordBody] ^= 0x01;
    await writeFile(snapshot, bytes);

    await expect(openDurableStore(dir)).rejects.toThrow(
      `snapshot-00000002.bson in ${dir} is damaged at byte offset ${fifthRecordBody - 12} (checksum mismatch)`,
    );
    expect(await readFile(snapshot)).toEqual(bytes);
    const [repaired] = await repairDataDirectory(dir, () => undefined);

    expect(repaired).toMatchObject({ fileName: 'snapshot-00000002.bson', keptRecords: 9 });
    expect(await reopenRecords(dir)).toEqual([...tenRecords.slice(0, 4), ...tenRecords.slice(5), { n: 'after' }]);
  });

  it('refuses to start when a segment between snapshot and journal end is missing', async () => {
    const dir = await newTempDirectory();
    await writeJournal(dir, tenRecords);
    await writeFile(join(dir, 'journal-00000003.log'), '');

    await expect(openDurableStore(dir)).rejects.toThrow(/journal-00000002.log is missing/);
  });

  it('recovers 10,000 journalled documents within the one-second start-up budget', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    const documents = Array.from({ length: 10_000 }, (_, n) => ({
      op: 'insert',
      ns: 'shop.products',
      doc: { _id: n, Title: `Product ${n}`, Price: 1299, Category: 'Keychains', createdAt: new Date(), Tags: ['cute', 'pastel'] },
    }));
    await Promise.all(documents.map((record) => store.append(record)));
    await store.close();

    // CPU time rather than wall time, so other load on a shared machine cannot fail the test.
    const cpuAtStart = process.cpuUsage();
    const reopened = await openDurableStore(dir);
    const { user, system } = process.cpuUsage(cpuAtStart);

    expect(reopened.recovered).toHaveLength(10_000);
    expect((user + system) / 1000).toBeLessThan(1000);
    await reopened.close();
  });
});
