import { readdir } from 'node:fs/promises';
import { Binary, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { openDurableStore, type JournalRecord } from './durable-store.js';
import { useTempDirectories } from './temp-directory.fixture.js';

const newTempDirectory = useTempDirectories();

async function reopen(dir: string): Promise<JournalRecord[]> {
  const store = await openDurableStore(dir);
  await store.close();
  return store.recovered;
}

describe('durable store', () => {
  it('starts empty in a new directory', async () => {
    const store = await openDurableStore(await newTempDirectory());

    expect(store.recovered).toEqual([]);
    await store.close();
  });

  it('gives back every appended record, with its BSON types, after close and reopen', async () => {
    const dir = await newTempDirectory();
    const records = [
      { op: 'insert', doc: { _id: new ObjectId(), at: new Date(), stock: Long.fromInt(7) } },
      { op: 'insert', doc: { _id: new ObjectId(), photo: new Binary(Buffer.from('png')), tags: [['a'], ['b', 1]] } },
      { op: 'delete', id: new ObjectId() },
    ];
    const store = await openDurableStore(dir);
    for (const record of records) await store.append(record);
    await store.close();

    expect(await reopen(dir)).toEqual(records);
  });

  it('shares one fsync between appends that arrive together', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);

    await Promise.all(Array.from({ length: 1000 }, (_, n) => store.append({ n })));

    const { appends, fsyncs } = store.stats();
    expect(appends).toBe(1000);
    expect(fsyncs).toBeGreaterThan(0);
    expect(fsyncs).toBeLessThanOrEqual(5);
    await store.close();
    expect((await reopen(dir)).map((record) => record.n)).toEqual(Array.from({ length: 1000 }, (_, n) => n));
  });

  it('batches appends that arrive while an fsync is in flight into the next fsync', async () => {
    const store = await openDurableStore(await newTempDirectory());
    const first = store.append({ n: 0 });
    await new Promise((resolve) => setImmediate(resolve));

    await Promise.all([first, ...Array.from({ length: 200 }, (_, n) => store.append({ n: n + 1 }))]);

    expect(store.stats().fsyncs).toBe(2);
    await store.close();
  });

  it('flushes pending appends on close, tolerates a second close and then refuses appends', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    const pending = store.append({ n: 1 });

    await store.close();
    await store.close();

    await expect(pending).resolves.toBeUndefined();
    await expect(store.append({ n: 2 })).rejects.toThrow('durable store is closed');
    expect(await reopen(dir)).toEqual([{ n: 1 }]);
  });

  it('rejects a record BSON cannot encode without affecting later appends', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    const circular: JournalRecord = {};
    circular.self = circular;

    await expect(store.append(circular)).rejects.toThrow(/circular/i);
    await store.append({ n: 1 });
    await store.close();

    expect(await reopen(dir)).toEqual([{ n: 1 }]);
  });
});

describe('durable store compaction', () => {
  it('asks for compaction once the journal since the snapshot reaches the byte threshold', async () => {
    const store = await openDurableStore(await newTempDirectory(), { compactThresholdBytes: 1000 });
    expect(store.shouldCompact()).toBe(false);

    for (let n = 0; n < 50; n++) await store.append({ n, padding: 'x'.repeat(20) });
    expect(store.shouldCompact()).toBe(true);

    await store.compact(() => [{ state: 'small' }]);
    expect(store.shouldCompact()).toBe(false);
    await store.close();
  });

  it('asks for compaction once the journal since the snapshot reaches the record threshold, also after a restart', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir, { compactThresholdRecords: 10 });
    for (let n = 0; n < 9; n++) await store.append({ n });
    expect(store.shouldCompact()).toBe(false);
    await store.close();

    const reopened = await openDurableStore(dir, { compactThresholdRecords: 10 });
    await reopened.append({ n: 9 });
    expect(reopened.shouldCompact()).toBe(true);
    await reopened.close();
  });

  it('asks at once to rewrite a snapshot that frames each document on its own, and not again once it is in blocks', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    await store.compact(() => [{ k: 'put', db: 'shop', coll: 'products', doc: { _id: 1, name: 'Bunny keychain' } }]);
    await store.close();

    const older = await openDurableStore(dir);
    expect(older.shouldCompact()).toBe(true);
    await older.compact(() => [{ k: 'docs', db: 'shop', coll: 'products', docs: [{ _id: 1, name: 'Bunny keychain' }] }]);
    expect(older.shouldCompact()).toBe(false);
    await older.close();

    const rewritten = await openDurableStore(dir);
    expect(rewritten.shouldCompact()).toBe(false);
    await rewritten.close();
  });

  it('waits for half a large snapshot of journal before compacting again', async () => {
    const store = await openDurableStore(await newTempDirectory(), { compactThresholdRecords: 10 });
    await store.compact(() => Array.from({ length: 100 }, (_, n) => ({ n })));

    for (let n = 0; n < 49; n++) await store.append({ n });
    expect(store.shouldCompact()).toBe(false);
    await store.append({ n: 49 });
    expect(store.shouldCompact()).toBe(true);
    await store.close();
  });

  it('reopens as snapshot plus newer records and deletes the superseded segment', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    await store.append({ op: 'insert', n: 1 });
    await store.append({ op: 'insert', n: 2 });

    await store.compact(() => [{ op: 'snapshot', n: [1, 2] }]);
    await store.append({ op: 'insert', n: 3 });
    await store.close();

    expect(await reopen(dir)).toEqual([
      { op: 'snapshot', n: [1, 2] },
      { op: 'insert', n: 3 },
    ]);
    expect((await readdir(dir)).sort()).toEqual(['journal-00000002.log', 'snapshot-00000002.bson']);
  });

  it('captures state at the rotation point while appends continue into the new segment', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    const state: number[] = [];
    const appendAndApply = (n: number) => {
      state.push(n);
      return store.append({ n });
    };
    const before = Array.from({ length: 100 }, (_, n) => appendAndApply(n));

    const compaction = store.compact(() => [{ snapshot: [...state] }]);
    const during = Array.from({ length: 100 }, (_, n) => appendAndApply(100 + n));
    await Promise.all([...before, compaction, ...during]);
    await store.close();

    const recovered = await reopen(dir);
    const snapshotted = recovered[0].snapshot as number[];
    const replayed = recovered.slice(1).map((record) => record.n as number);
    expect([...snapshotted, ...replayed]).toEqual(Array.from({ length: 200 }, (_, n) => n));
  });

  it('compacts repeatedly, keeping only the newest snapshot and its segment', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    for (let round = 1; round <= 3; round++) {
      await store.append({ round });
      await store.compact(() => [{ upTo: round }]);
    }
    await store.close();

    expect(await reopen(dir)).toEqual([{ upTo: 3 }]);
    expect((await readdir(dir)).sort()).toEqual(['journal-00000004.log', 'snapshot-00000004.bson']);
  });

  it('waits for a running compaction before closing', async () => {
    const dir = await newTempDirectory();
    const store = await openDurableStore(dir);
    await store.append({ n: 1 });

    const compaction = store.compact(() => [{ snapshot: 1 }]);
    await store.close();

    await expect(compaction).resolves.toBeUndefined();
    expect(await reopen(dir)).toEqual([{ snapshot: 1 }]);
  });
});
