import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import type { DurableStore, JournalRecord } from '../durability/durable-store.js';
import { Catalog } from './catalog.js';
import { Journal } from './journal.js';
import { applyRecord, stateRecords } from './journal-records.js';

/** An in-memory stand-in for the durability module's store. */
class FakeStore implements DurableStore {
  readonly appended: JournalRecord[] = [];
  compactions: JournalRecord[][] = [];
  compactDue = false;
  private releaseAppends?: () => void;
  private appendGate: Promise<void> = Promise.resolve();

  constructor(public recovered: JournalRecord[] = []) {}

  forgetRecovered(): void {
    this.recovered = [];
  }

  holdAppends(): void {
    this.appendGate = new Promise((resolve) => (this.releaseAppends = resolve));
  }

  release(): void {
    this.releaseAppends?.();
  }

  async append(record: JournalRecord): Promise<void> {
    this.appended.push(record);
    await this.appendGate;
  }

  shouldCompact(): boolean {
    return this.compactDue;
  }

  compact(records: () => Iterable<JournalRecord>): Promise<void> {
    this.compactDue = false;
    this.compactions.push([...records()]);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function catalogWith(store: FakeStore): Catalog {
  const journal = new Journal(store, () => undefined);
  const catalog = new Catalog(journal);
  journal.replay((record) => applyRecord(catalog, record));
  journal.describeStateWith(() => stateRecords(catalog));
  return catalog;
}

describe('journal', () => {
  it('journals every kind of write as an after-image record', () => {
    const store = new FakeStore();
    const catalog = catalogWith(store);
    const users = catalog.collectionForWrite('shop', 'users');
    users.createIndex({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
    const stored = users.insert({ email: 'a@b.c' });
    users.replace(stored, { ...stored, name: 'Ann' });
    users.remove(stored);
    users.dropIndex('email_1');
    catalog.dropCollection('shop', 'users');
    expect(store.appended.map((record) => record.k)).toEqual(['createColl', 'createIndex', 'put', 'put', 'del', 'dropIndex', 'dropColl']);
    expect(store.appended[3]).toMatchObject({ db: 'shop', coll: 'users', doc: { email: 'a@b.c', name: 'Ann' } });
  });

  it('rebuilds state from recovered records without appending them again', () => {
    const id = new ObjectId();
    const store = new FakeStore([
      { k: 'createColl', db: 'shop', coll: 'users', options: {} },
      { k: 'createIndex', db: 'shop', coll: 'users', spec: { v: 2, key: { email: 1 }, name: 'email_1', unique: true } },
      { k: 'put', db: 'shop', coll: 'users', doc: { _id: id, email: 'a@b.c' } },
      { k: 'put', db: 'shop', coll: 'users', doc: { _id: new ObjectId(), email: 'gone@b.c' } },
      { k: 'put', db: 'shop', coll: 'users', doc: { _id: id, email: 'new@b.c' } },
      { k: 'createColl', db: 'old', coll: 'things', options: {} },
      { k: 'dropDb', db: 'old' },
    ]);
    const catalog = catalogWith(store);
    expect(store.appended).toEqual([]);
    const users = catalog.collection('shop', 'users')!;
    expect([...users.documents.values()].map((document) => document.email)).toEqual(['new@b.c', 'gone@b.c']);
    expect(() => users.insert({ email: 'new@b.c' })).toThrow(/E11000/);
    expect(catalog.databaseNames()).toEqual(['shop']);
  });

  it('resolves flushed() only after the appended records are durable', async () => {
    const store = new FakeStore();
    const catalog = catalogWith(store);
    store.holdAppends();
    catalog.collectionForWrite('shop', 'orders').insert({ total: 1 });
    let flushed = false;
    const waiting = catalog.journal.flushed().then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flushed).toBe(false);
    store.release();
    await waiting;
    expect(flushed).toBe(true);
  });

  it('compacts into records that rebuild the same state', async () => {
    const store = new FakeStore();
    const catalog = catalogWith(store);
    const products = catalog.collectionForWrite('shop', 'products');
    products.createIndex({ v: 2, key: { sku: 1 }, name: 'sku_1', unique: true });
    products.insert({ sku: 'a', stock: 1 });
    products.insert({ sku: 'b', stock: 2 });
    store.compactDue = true;
    await catalog.journal.flushed();
    expect(store.compactions).toHaveLength(1);
    const rebuilt = catalogWith(new FakeStore(store.compactions[0]));
    const copy = rebuilt.collection('shop', 'products')!;
    expect([...copy.documents.values()]).toEqual([...products.documents.values()]);
    expect(copy.indexSpecs()).toEqual(products.indexSpecs());
  });

  it('does nothing without a store (in-memory mode)', async () => {
    const journal = new Journal(undefined, () => undefined);
    const catalog = new Catalog(journal);
    catalog.collectionForWrite('shop', 'x').insert({ a: 1 });
    expect(journal.appendCount).toBe(0);
    await expect(journal.flushed()).resolves.toBeUndefined();
  });
});
