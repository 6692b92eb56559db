import type { Collection, Document, Sort } from 'mongodb';

interface Product {
  _id: number | string;
  [field: string]: unknown;
}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.fixture.js';

const CATEGORIES = ['mugs', 'plush', 'pins'];

/** Names repeat (n % 7) so sorts meet equal keys; some products sit in two categories. */
function product(n: number): Product {
  return {
    _id: n,
    listed: n % 4 !== 0,
    name: `item ${n % 7}`,
    category: n % 5 === 0 ? [CATEGORIES[n % 3], 'gifts'] : [CATEGORIES[n % 3]],
    createdAt: new Date(Date.UTC(2025, 0, 1) + (n % 13) * 60_000),
  };
}

interface StockedItem {
  _id: number;
  listed: boolean;
  sold: number;
  types: { name: string; left: number; holders: number[] }[];
}

const ids = (documents: Document[]) => documents.map((document) => document._id);

describe('reads in index order', () => {
  let server: TestServer;
  let indexed: Collection<Product>;
  let scanned: Collection<Product>;

  beforeAll(async () => {
    server = await startTestServer('index_order');
    indexed = server.db.collection<Product>('indexed');
    scanned = server.db.collection<Product>('scanned');
    await indexed.createIndexes([
      { key: { listed: 1, name: 1, _id: 1 } },
      { key: { listed: 1, createdAt: -1, _id: -1 } },
      { key: { listed: 1, category: 1, name: 1, _id: 1 } },
    ]);
    const products = Array.from({ length: 300 }, (_, n) => product(n));
    await indexed.insertMany(products);
    await scanned.insertMany(products);
    // Updates and deletes must move and drop index entries.
    for (const collection of [indexed, scanned]) {
      await collection.updateMany({ _id: { $in: [3, 30, 33] } }, { $set: { name: 'renamed' } });
      await collection.deleteMany({ _id: { $in: [7, 70, 77] } });
    }
  });
  afterAll(() => server.stop());

  /** The same find on the indexed collection and on the one without indexes (a collection scan). */
  async function expectSameResults(filter: Document, sort: Document, skip = 0, limit = 0): Promise<void> {
    const read = (collection: Collection<Product>) => collection.find(filter).sort(sort).skip(skip).limit(limit).toArray();
    const fromIndex = await read(indexed);
    expect(fromIndex.length).toBeGreaterThan(0);
    expect(ids(fromIndex)).toEqual(ids(await read(scanned)));
  }

  it('walks an equality prefix in the sort order, ascending and descending', async () => {
    await expectSameResults({ listed: true }, { name: 1, _id: 1 });
    await expectSameResults({ listed: true }, { name: -1, _id: -1 });
    await expectSameResults({ listed: true }, { createdAt: -1, _id: -1 });
    await expectSameResults({ listed: false }, { createdAt: 1, _id: 1 });
  });

  it('pages with skip and limit, deep pages included', async () => {
    await expectSameResults({ listed: true }, { name: 1, _id: 1 }, 0, 15);
    await expectSameResults({ listed: true }, { name: 1, _id: 1 }, 195, 15);
    await expectSameResults({ listed: true }, { createdAt: -1, _id: -1 }, 150, 15);
  });

  it('uses a compound prefix on an array field, checking the rest of the filter on each entry', async () => {
    await expectSameResults({ listed: true, category: 'gifts' }, { name: 1, _id: 1 });
    await expectSameResults({ listed: true, $and: [{ category: 'plush' }] }, { name: -1, _id: -1 }, 5, 10);
    await expectSameResults({ listed: true, category: 'mugs', name: { $regex: '^item [1-3]' } }, { name: 1, _id: 1 }, 2, 8);
  });

  it('keeps its order when bulk inserts, single inserts and reads interleave', async () => {
    const batches = [
      [1000, 1200],
      [1200, 1201],
      [1201, 1240],
      [1240, 1243],
    ];
    for (const [from, to] of batches) {
      const products = Array.from({ length: to - from }, (_, offset) => product(from + offset));
      await indexed.insertMany(products);
      await scanned.insertMany(products);
      await expectSameResults({ listed: true }, { name: 1, _id: 1 }, 0, 40);
      await expectSameResults({ listed: true, category: 'gifts' }, { name: -1, _id: -1 });
    }
    await indexed.deleteMany({ _id: { $gte: 1000 } });
    await scanned.deleteMany({ _id: { $gte: 1000 } });
    await expectSameResults({ listed: true }, { createdAt: -1, _id: -1 });
  });

  it('moves the entries of a field an update changes and keeps those of a field beside it', async () => {
    const stock = server.db.collection<StockedItem>('stock');
    const plain = server.db.collection<StockedItem>('stock_scanned');
    await stock.createIndexes([{ key: { listed: 1, sold: -1, _id: 1 } }, { key: { 'types.left': 1 } }]);
    const products = Array.from({ length: 40 }, (_, n): StockedItem => ({
      _id: n,
      listed: true,
      sold: n % 6,
      types: [{ name: 'pink', left: n % 9, holders: [] }],
    }));
    for (const collection of [stock, plain]) {
      await collection.insertMany(products);
      // A stock take, then holders added alone: the second changes 'types' but none of its indexed values.
      for (let n = 0; n < 40; n += 3)
        await collection.updateOne(
          { _id: n, 'types.name': 'pink' },
          { $inc: { 'types.$.left': -1, sold: 2 }, $push: { 'types.$.holders': n } },
        );
      for (let n = 1; n < 40; n += 4) await collection.updateOne({ _id: n, 'types.name': 'pink' }, { $push: { 'types.$.holders': n } });
    }
    const reads: [Document, Sort][] = [
      [{ listed: true }, { sold: -1, _id: 1 }],
      [{ 'types.left': 4 }, { _id: 1 }],
      [{ 'types.left': { $gte: 7 } }, { _id: -1 }],
    ];
    for (const [filter, sort] of reads) {
      const fromIndex = ids(await stock.find(filter).sort(sort).toArray());
      expect(fromIndex.length).toBeGreaterThan(0);
      expect(fromIndex).toEqual(ids(await plain.find(filter).sort(sort).toArray()));
    }
  });

  it('gives equal keys in record order, reversed when the sort runs against the index', async () => {
    const ties = server.db.collection<Product>('ties');
    await ties.createIndex({ rank: 1 }, undefined, undefined);
    await ties.insertMany(['b', 'a', 'c'].map((_id) => ({ _id, rank: 1 })));
    expect(ids(await ties.find({}).sort({ rank: 1 }).toArray())).toEqual(['b', 'a', 'c']);
    expect(ids(await ties.find({}).sort({ rank: -1 }).toArray())).toEqual(['c', 'a', 'b']);
  });

  it('counts an equality prefix as a scan counts it', async () => {
    for (const filter of [{ listed: true }, { listed: true, category: 'gifts' }, { $and: [{ listed: false }, { category: 'pins' }] }, {}]) {
      expect(await indexed.countDocuments(filter)).toBe(await scanned.countDocuments(filter));
    }
    expect(await indexed.countDocuments({ listed: true, category: 'gifts' })).toBe(44);
  });
});
