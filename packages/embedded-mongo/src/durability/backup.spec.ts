import { appendFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDataDirectory } from './backup.js';
import { openDurableStore, type JournalRecord } from './durable-store.js';
import { encodeFrame } from './record-frame.js';
import { useTempDirectories } from './temp-directory.fixture.js';

const newTempDirectory = useTempDirectories();
const BACKUPS_DURING_COMPACTIONS = 10;

async function recoveredNumbers(dir: string): Promise<number[]> {
  const store = await openDurableStore(dir);
  await store.close();
  return store.recovered.map((record: JournalRecord) => record.n as number);
}

function upTo(count: number): number[] {
  return Array.from({ length: count }, (_, n) => n);
}

describe('backup of a data directory in use', () => {
  it('copies gap-free prefixes holding every record acknowledged before them, while appends and compactions go on', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    let appended = 0;
    let acknowledged = 0;
    const appendNext = async () => {
      const n = appended++;
      await store.append({ n });
      acknowledged = Math.max(acknowledged, n + 1);
    };
    let compacting = true;
    const compactUntilStopped = async () => {
      while (compacting) {
        await Promise.all(Array.from({ length: 50 }, appendNext));
        await store.compact(() => upTo(appended).map((n) => ({ n })));
      }
    };
    const compactions = compactUntilStopped();

    const backups: { dest: string; acknowledgedBefore: number; records: number }[] = [];
    for (let round = 0; round < BACKUPS_DURING_COMPACTIONS; round++) {
      const dest = await newTempDirectory();
      const acknowledgedBefore = acknowledged;
      const summary = await backupDataDirectory(dir, dest, () => undefined);
      backups.push({ dest, acknowledgedBefore, records: summary.snapshotRecords + summary.journalRecords });
    }
    compacting = false;
    await compactions;
    await store.close();

    for (const { dest, acknowledgedBefore, records } of backups) {
      const copied = await recoveredNumbers(dest);
      expect(copied).toEqual(upTo(copied.length));
      expect(copied.length).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(records).toBe(copied.length);
    }
  });

  it('leaves out a record still being written at the end of the journal', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    for (let n = 0; n < 10; n++) await store.append({ n });
    await store.close();
    const halfARecord = Buffer.concat(encodeFrame({ n: 10 })).subarray(0, 9);
    await appendFile(join(dir, 'journal-00000001.log'), halfARecord);
    const dest = await newTempDirectory();

    await backupDataDirectory(dir, dest, () => undefined);

    expect(await recoveredNumbers(dest)).toEqual(upTo(10));
  });

  it('refuses a destination that is not empty', async () => {
    const dir = await newTempDirectory();
    const dest = await newTempDirectory();
    await appendFile(join(dest, 'journal-00000001.log'), 'older backup');

    await expect(backupDataDirectory(dir, dest, () => undefined)).rejects.toThrow(`backup destination ${dest} is not empty`);
    expect(await readdir(dest)).toEqual(['journal-00000001.log']);
  });
});
