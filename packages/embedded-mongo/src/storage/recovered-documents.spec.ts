import { readdir, readlink } from 'node:fs/promises';
import { Decimal128, Long, ObjectId, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { openDurableStore, type InstrumentedDurableStore } from '../durability/durable-store.js';
import { useTempDirectories } from '../durability/temp-directory.fixture.js';
import { Catalog } from './catalog.js';
import { idKeyOf } from './collection.js';
import { Journal } from './journal.js';
import { applyRecord, stateRecords } from './journal-records.js';
import { sortedCandidates } from './query-planner.js';

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

  it('are found by _id, counted, replaced and deleted by the journal after the snapshot they come from', async () => {
    const dir = await newTempDirectory();
    const written = Array.from({ length: 2500 }, (_, n) => product(n));
    const first = await open(dir);
    const collection = first.catalog.collectionForWrite('shop', 'products');
    for (const document of written) collection.insert(document);
    await first.journal.flushed();
    await first.store.compact(() => stateRecords(first.catalog));
    collection.replace(written[1200], { ...written[1200], name: 'Renamed charm' });
    collection.remove(written[7]);
    await first.journal.close();

    const second = await open(dir);
    const recovered = second.catalog.collectionForWrite('shop', 'products');
    expect(recovered.documents.size).toBe(2499);
    expect(recovered.documents.get(idKeyOf(written[1200]))).toEqual({ ...written[1200], name: 'Renamed charm' });
    expect(recovered.documents.has(idKeyOf(written[7]))).toBe(false);
    expect(products(second.catalog).map((document) => document.n)).toEqual(written.map(({ n }) => n).filter((n) => n !== 7));
    await second.journal.close();
  });

  it('give an index built after a restart the order the index had before it, whatever its fields hold', async () => {
    const dir = await newTempDirectory();
    const values: unknown[] = [3.5, 'pink', new ObjectId(), true, new Date(Date.UTC(2025, 0, 1)), null, 7, undefined, { a: 1 }, []];
    const odd = [Long.fromInt(2), Decimal128.fromString('1.5'), -1, 'blue', false, new Date(0)];
    const documents = [...values, ...odd, ...values].map((value, n) =>
      value === undefined ? { n, tags: ['a', 'b'] } : { n, value, at: new Date(n), tags: n % 3 ? 'a' : ['b', 'a'] },
    );
    const first = await open(dir);
    const collection = first.catalog.collectionForWrite('shop', 'charms');
    for (const document of documents) collection.insert(document);
    collection.createIndex({ v: 2, key: { value: 1, at: -1, _id: 1 }, name: 'value_1_at_-1__id_1' });
    collection.createIndex({ v: 2, key: { at: -1, _id: -1 }, name: 'at_-1__id_-1' });
    collection.createIndex({ v: 2, key: { tags: 1, _id: 1 }, name: 'tags_1__id_1' });
    const orders = (life: Life) =>
      [
        [{}, { value: 1, at: -1, _id: 1 }],
        [{}, { at: -1, _id: -1 }],
        [{ tags: 'a' }, { _id: 1 }],
      ].map(([filter, sort]) =>
        [...(sortedCandidates(life.catalog.collectionForWrite('shop', 'charms'), filter, sort) ?? [])].map((document) => document.n),
      );
    const before = orders(first);
    await first.journal.flushed();
    await first.store.compact(() => stateRecords(first.catalog));
    await first.journal.close();

    const second = await open(dir);
    expect(orders(second)).toEqual(before);
    const withoutAt = documents.filter((document) => !('at' in document)).map(({ n }) => n);
    expect(before[1]).toEqual([
      ...documents
        .map(({ n }) => n)
        .filter((n) => !withoutAt.includes(n))
        .reverse(),
      ...withoutAt.reverse(),
    ]);
    expect(before[2]).toEqual(documents.map(({ n }) => n));
    await second.journal.close();
  });
});
