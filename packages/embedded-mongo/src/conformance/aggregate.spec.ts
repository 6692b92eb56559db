import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

describe('aggregate', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('aggregate');
    await server.db.collection('orders').insertMany([
      { _id: 1 as never, user: 'u1', total: 10, status: 'paid' },
      { _id: 2 as never, user: 'u1', total: 5, status: 'paid' },
      { _id: 3 as never, user: 'u2', total: 7, status: 'open' },
    ]);
    await server.db.collection('users').insertMany([
      { _id: 'u1' as never, name: 'Ann' },
      { _id: 'u2' as never, name: 'Bo' },
    ]);
  });
  afterAll(() => server.stop());

  it('groups, sorts and projects', async () => {
    const totals = await server.db
      .collection('orders')
      .aggregate([
        { $match: { status: 'paid' } },
        { $group: { _id: '$user', sum: { $sum: '$total' }, n: { $sum: 1 } } },
        { $sort: { sum: -1 } },
      ])
      .toArray();
    expect(totals).toEqual([{ _id: 'u1', sum: 15, n: 2 }]);
  });

  it('joins another collection with $lookup', async () => {
    const joined = await server.db
      .collection('orders')
      .aggregate([
        { $match: { _id: 3 } },
        { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'buyer' } },
        { $project: { _id: 0, name: { $first: '$buyer.name' } } },
      ])
      .toArray();
    expect(joined).toEqual([{ name: 'Bo' }]);
  });

  it('leaves stored documents untouched by pipeline stages', async () => {
    await server.db
      .collection('orders')
      .aggregate([{ $set: { total: 0 } }, { $unset: 'status' }])
      .toArray();
    expect(await server.db.collection('orders').findOne({ _id: 1 as never })).toEqual({ _id: 1, user: 'u1', total: 10, status: 'paid' });
  });

  it('counts documents through countDocuments, with skip and limit', async () => {
    expect(await server.db.collection('orders').countDocuments({ user: 'u1' })).toBe(2);
    expect(await server.db.collection('orders').countDocuments({}, { skip: 1, limit: 1 })).toBe(1);
    expect(await server.db.collection('orders').countDocuments({ user: 'nobody' })).toBe(0);
  });

  it('returns results in several batches through a cursor', async () => {
    const reply = await server.db.command({ aggregate: 'orders', pipeline: [{ $sort: { _id: 1 } }], cursor: { batchSize: 2 } });
    expect(reply.cursor.firstBatch).toHaveLength(2);
    const all = await server.db
      .collection('orders')
      .aggregate([{ $sort: { _id: 1 } }], { batchSize: 1 })
      .toArray();
    expect(all.map((d) => d._id)).toEqual([1, 2, 3]);
  });

  it('requires the cursor option', async () => {
    const error = await commandError(server.db, { aggregate: 'orders', pipeline: [] });
    expect(error.code).toBe(9);
  });
});
