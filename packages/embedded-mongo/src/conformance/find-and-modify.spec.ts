import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.fixture.js';

describe('findAndModify', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('find_and_modify');
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    await server.db.collection('stock').deleteMany({});
  });

  const stock = () => server.db.collection('stock');

  it('returns the document before or after the update', async () => {
    await stock().insertOne({ sku: 'a', qty: 5 });
    const before = await stock().findOneAndUpdate({ sku: 'a' }, { $inc: { qty: -1 } });
    expect(before!.qty).toBe(5);
    const after = await stock().findOneAndUpdate({ sku: 'a' }, { $inc: { qty: -1 } }, { returnDocument: 'after', projection: { _id: 0 } });
    expect(after).toEqual({ sku: 'a', qty: 3 });
  });

  it('picks the first document in sort order', async () => {
    await stock().insertMany([
      { q: 'x', n: 2 },
      { q: 'x', n: 1 },
      { q: 'x', n: 3 },
    ]);
    const taken = await stock().findOneAndUpdate({ q: 'x' }, { $set: { taken: true } }, { sort: { n: -1 }, returnDocument: 'after' });
    expect(taken).toMatchObject({ n: 3, taken: true });
  });

  it('removes and returns a document', async () => {
    await stock().insertMany([{ n: 1 }, { n: 2 }]);
    const removed = await stock().findOneAndDelete({}, { sort: { n: 1 } });
    expect(removed!.n).toBe(1);
    expect(await stock().countDocuments()).toBe(1);
    expect(await stock().findOneAndDelete({ n: 99 })).toBeNull();
  });

  it('upserts and reports it in lastErrorObject', async () => {
    const reply = await server.db.command({
      findAndModify: 'stock',
      query: { sku: 'new' },
      update: { $setOnInsert: { qty: 10 } },
      upsert: true,
      new: true,
    });
    expect(reply.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(reply.lastErrorObject.upserted).toBeDefined();
    expect(reply.value).toMatchObject({ sku: 'new', qty: 10 });
  });

  it('returns null when nothing matches and there is no upsert', async () => {
    expect(await stock().findOneAndUpdate({ sku: 'none' }, { $set: { a: 1 } })).toBeNull();
  });

  it('lets exactly 10 of 100 parallel conditional decrements succeed on a stock of 10', async () => {
    const { insertedId } = await stock().insertOne({ sku: 'hot', stock: 10 });
    const attempts = await Promise.all(
      Array.from({ length: 100 }, () =>
        stock().findOneAndUpdate({ _id: insertedId, stock: { $gte: 1 } }, { $inc: { stock: -1 } }, { returnDocument: 'after' }),
      ),
    );
    expect(attempts.filter((result) => result !== null)).toHaveLength(10);
    expect((await stock().findOne({ _id: insertedId }))!.stock).toBe(0);
  });
});
