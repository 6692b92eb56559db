import { readdir, readlink } from 'node:fs/promises';
import { Long, ObjectId, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { openDurableStore, type InstrumentedDurableStore } from '../durability/durable-store.js';
import { useTempDirectories } from '../durability/temp-directory.fixture.js';
import { Catalog } from './catalog.js';
import { Journal } from './journal.js';
import { applyRecord, stateRecords } from './journal-records.js';

const newTempDirectory = useTempDirectories();

interface Life {
  store: InstrumentedDurableStore;
  journal: Journal;
  catalog: Catalog;
}

/** One run of the server's storage on dir: recovered from what is there. */
async function open(dir: string): Promise<Life> {
  const store = await openDurableStore(dir);
  const journal = new Journal(store, () => undefined);
  const catalog = new Catalog(journal);
  journal.replay((record) => applyRecord(catalog, record));
  return { store, journal, catalog };
}

function products(catalog: Catalog): Document[] {
  return [...(catalog.collection('shop', 'products')?.documents.values() ?? [])];
}

/** Files this process holds open that were deleted from dir (their disk space cannot be reclaimed). */
async function deletedFilesHeldOpen(dir: string): Promise<string[]> {
  const targets = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
  return targets.filter((target) => target.startsWith(dir) && target.endsWith('(deleted)'));
}

const product = (n: number) => ({ _id: new ObjectId(), n, name: `Charm ${n}`, stock: Long.fromInt(n), tags: ['pastel', `no-${n}`] });

describe('documents recovered from disk', () => {
  it('read the same before and after a compaction replaces the files they came from, and across restarts', async () => {
    const dir = await newTempDirectory();
    const written = Array.from({ length: 1500 }, (_, n) => product(n));
    const first = await open(dir);
    for (const document of written) first.catalog.collectionForWrite('shop', 'products').insert(document);
    await first.journal.flushed();
    await first.store.compact(() => stateRecords(first.catalog));
    first.catalog.collectionForWrite('shop', 'products').insert(product(1500));
    await first.journal.close();

    const second = await open(dir);
    const expected = [...written, expect.objectContaining({ n: 1500 })];
    expect(products(second.catalog)).toEqual(expected);
    await second.store.compact(() => stateRecords(second.catalog));
    expect(products(second.catalog)).toEqual(expected);
    expect(await deletedFilesHeldOpen(dir)).toEqual([]);
    await second.journal.close();

    const third = await open(dir);
    expect(products(third.catalog)).toEqual(expected);
    await third.journal.close();
  });

  it('keep their record ids in natural order, also once an update replaces one', async () => {
    const dir = await newTempDirectory();
    const first = await open(dir);
    for (let n = 0; n < 5; n++) first.catalog.collectionForWrite('shop', 'products').insert(product(n));
    await first.journal.close();

    const second = await open(dir);
    const collection = second.catalog.collectionForWrite('shop', 'products');
    const [, middle] = products(second.catalog);
    const before = products(second.catalog).map((document) => collection.recordIdOf(document));
    collection.replace(middle, { ...middle, name: 'Renamed charm' });
    collection.insert(product(5));

    const after = products(second.catalog).map((document) => collection.recordIdOf(document));
    expect(after.slice(0, 5)).toEqual(before);
    expect(after).toEqual([...after].sort((a, b) => a - b));
    expect(new Set(after).size).toBe(6);
    await second.journal.close();
  });
});
