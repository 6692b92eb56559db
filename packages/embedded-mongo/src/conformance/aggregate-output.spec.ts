import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.fixture.js';

describe('aggregate output and database-level pipelines', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('aggregate_output');
    await server.db.collection('sales').insertMany([
      { _id: 1 as never, sku: 'a', qty: 2 },
      { _id: 2 as never, sku: 'b', qty: 1 },
      { _id: 3 as never, sku: 'a', qty: 5 },
    ]);
  });
  afterAll(() => server.stop());

  it('replaces the target collection with $out and returns no documents', async () => {
    await server.db.collection('totals').insertOne({ _id: 'stale' as never });
    const returned = await server.db
      .collection('sales')
      .aggregate([{ $group: { _id: '$sku', qty: { $sum: '$qty' } } }, { $sort: { _id: 1 } }, { $out: 'totals' }])
      .toArray();
    expect(returned).toEqual([]);
    expect(await server.db.collection('totals').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', qty: 7 },
      { _id: 'b', qty: 1 },
    ]);
  });

  it('merges into the target with $merge, updating matches and inserting the rest', async () => {
    await server.db.collection('stock').insertOne({ _id: 'a' as never, shelf: 3 });
    await server.db
      .collection('sales')
      .aggregate([{ $group: { _id: '$sku', sold: { $sum: '$qty' } } }, { $merge: { into: 'stock' } }])
      .toArray();
    expect(await server.db.collection('stock').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', shelf: 3, sold: 7 },
      { _id: 'b', sold: 1 },
    ]);
  });

  it('runs a whenMatched pipeline with the incoming document as $$new', async () => {
    await server.db
      .collection('sales')
      .aggregate([
        { $group: { _id: '$sku', sold: { $sum: '$qty' } } },
        { $merge: { into: 'stock', whenMatched: [{ $set: { sold: { $add: ['$sold', '$$new.sold'] } } }], whenNotMatched: 'discard' } },
      ])
      .toArray();
    expect(await server.db.collection('stock').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'a', shelf: 3, sold: 14 },
      { _id: 'b', sold: 2 },
    ]);
  });

  it('leaves the $out target as it was when the results repeat an _id', async () => {
    const out = server.db
      .collection('sales')
      .aggregate([{ $project: { _id: '$sku' } }, { $out: 'totals' }])
      .toArray();
    await expect(out).rejects.toMatchObject({ code: 11000, errorResponse: { keyPattern: { _id: 1 }, keyValue: { _id: 'a' } } });
    expect(await server.db.collection('totals').countDocuments()).toBe(2);
  });

  it("fails $merge with whenMatched 'fail' with the duplicate key's keyPattern and keyValue", async () => {
    const merge = server.db
      .aggregate([{ $documents: [{ _id: 'a', qty: 1 }] }, { $merge: { into: 'totals', whenMatched: 'fail' } }])
      .toArray();
    await expect(merge).rejects.toMatchObject({ code: 11000, errorResponse: { keyPattern: { _id: 1 }, keyValue: { _id: 'a' } } });
  });

  it('refuses $merge on fields without a unique index', async () => {
    const merge = server.db
      .collection('sales')
      .aggregate([{ $merge: { into: 'stock', on: 'sku' } }])
      .toArray();
    await expect(merge).rejects.toMatchObject({ code: 51183 });
  });

  it('runs a database-level pipeline from $documents', async () => {
    const docs = await server.db.aggregate([{ $documents: [{ x: 1 }, { x: 2 }] }, { $match: { x: { $gt: 1 } } }]).toArray();
    expect(docs).toEqual([{ x: 2 }]);
  });

  it('lists the local sessions with $listLocalSessions', async () => {
    const sessions = await server.client
      .db('admin')
      .aggregate([{ $listLocalSessions: {} }, { $limit: 1 }])
      .toArray();
    expect(sessions[0]?._id).toHaveProperty('id');
  });
});
