import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

describe('collection options', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('collection_options');
  });
  afterAll(() => server.stop());

  it('enforces a validator set with collMod, unless the write bypasses validation', async () => {
    const prices = server.db.collection('prices');
    await prices.insertOne({ _id: 1 as never, amount: 'free' });
    await server.db.command({ collMod: 'prices', validator: { amount: { $type: 'number' } } });
    await expect(prices.insertOne({ _id: 2 as never, amount: 'ten' })).rejects.toMatchObject({
      code: 121,
      errInfo: { failingDocumentId: 2 },
    });
    await expect(prices.findOneAndUpdate({ _id: 1 as never }, { $set: { note: 'x' } })).rejects.toMatchObject({ code: 121 });
    await prices.insertOne({ _id: 3 as never, amount: 'ten' }, { bypassDocumentValidation: true });
    await server.db.command({ collMod: 'prices', validationLevel: 'moderate' });
    await prices.updateOne({ _id: 1 as never }, { $set: { note: 'legacy documents may still change' } });
    expect(await prices.countDocuments()).toBe(2);
  });

  it('hides an index from the planner and hints, and changes a TTL with collMod', async () => {
    const sessions = server.db.collection('sessions');
    await sessions.createIndex({ seen: 1 }, { expireAfterSeconds: 60 }, undefined);
    const reply = await server.db.command({
      collMod: 'sessions',
      index: { keyPattern: { seen: 1 }, hidden: true, expireAfterSeconds: 120 },
    });
    expect(reply).toMatchObject({ hidden_old: false, hidden_new: true, expireAfterSeconds_old: 60, expireAfterSeconds_new: 120 });
    expect(await sessions.indexes()).toContainEqual(expect.objectContaining({ name: 'seen_1', hidden: true, expireAfterSeconds: 120 }));
    await expect(sessions.find({}, { hint: 'seen_1' }).toArray()).rejects.toMatchObject({ code: 2 });
  });

  it('refuses new duplicates once an index is prepareUnique, then names the documents that keep it from turning unique', async () => {
    const tags = server.db.collection('tags');
    await tags.insertMany([
      { _id: 1, x: 1 },
      { _id: 2, x: 1 },
    ] as never[]);
    await tags.createIndex({ x: 1 }, {}, undefined);
    const reply = await server.db.command({ collMod: 'tags', index: { keyPattern: { x: 1 }, prepareUnique: true } });
    expect(reply).toMatchObject({ prepareUnique_old: false, prepareUnique_new: true });

    await expect(tags.insertOne({ _id: 3 as never, x: 1 })).rejects.toMatchObject({ code: 11000 });
    await expect(server.db.command({ collMod: 'tags', index: { keyPattern: { x: 1 }, unique: true } })).rejects.toMatchObject({
      code: 359,
      errorResponse: { violations: [{ ids: [1, 2] }] },
    });
    await tags.deleteOne({ _id: 2 as never });
    await server.db.command({ collMod: 'tags', index: { keyPattern: { x: 1 }, unique: true } });
    expect(await tags.indexes()).toContainEqual(expect.objectContaining({ name: 'x_1', unique: true }));
  });

  it('refuses time-series collections as a server without them does (unknown field)', async () => {
    expect(await commandError(server.db, { create: 'readings', timeseries: { timeField: 'at' } })).toMatchObject({
      code: 40415,
      message: "BSON field 'create.timeseries' is an unknown field.",
    });
    expect(await commandError(server.db, { create: 'readings', expireAfterSeconds: 60 })).toMatchObject({ code: 40415 });
  });

  it('refuses an unknown collMod option and a missing collection', async () => {
    expect(await commandError(server.db, { collMod: 'prices', colour: 'red' })).toMatchObject({ code: 40415 });
    expect(await commandError(server.db, { collMod: 'nowhere', validator: {} })).toMatchObject({ code: 26 });
  });

  it('keeps a capped collection to its document count and reports it in $collStats', async () => {
    await server.db.createCollection('recent', { capped: true, size: 4096, max: 2 });
    await server.db.collection('recent').insertMany([{ _id: 1 as never }, { _id: 2 as never }, { _id: 3 as never }]);
    expect(await server.db.collection('recent').find().toArray()).toEqual([{ _id: 2 }, { _id: 3 }]);
    const [stats] = await server.db
      .collection('recent')
      .aggregate([{ $collStats: { storageStats: {} } }])
      .toArray();
    expect(stats.storageStats).toMatchObject({ capped: true, maxSize: 4096, count: 2 });
  });

  it('lists a clustered collection with its clustered index', async () => {
    await server.db.createCollection('clustered', { clusteredIndex: { key: { _id: 1 }, unique: true, name: 'by id' } });
    expect(await server.db.collection('clustered').indexes()).toEqual([
      { v: 2, key: { _id: 1 }, name: 'by id', unique: true, clustered: true },
    ]);
  });
});

describe('read-only views', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('views');
    await server.db.collection('orders').insertMany([
      { _id: 1 as never, status: 'paid', total: 5 },
      { _id: 2 as never, status: 'open', total: 9 },
      { _id: 3 as never, status: 'paid', total: 7 },
    ]);
    await server.db.createCollection('paid', { viewOn: 'orders', pipeline: [{ $match: { status: 'paid' } }, { $project: { status: 0 } }] });
  });
  afterAll(() => server.stop());

  it('answers find, count, distinct and aggregate through the view pipeline', async () => {
    const paid = server.db.collection('paid');
    expect(await paid.find({ total: { $gt: 5 } }).toArray()).toEqual([{ _id: 3, total: 7 }]);
    expect(await paid.find({}, { sort: { total: -1 }, limit: 1, projection: { _id: 1 } }).toArray()).toEqual([{ _id: 3 }]);
    expect(await paid.countDocuments()).toBe(2);
    expect(await paid.distinct('total')).toEqual([5, 7]);
    expect(await paid.aggregate([{ $group: { _id: null, sum: { $sum: '$total' } } }]).toArray()).toEqual([{ _id: null, sum: 12 }]);
  });

  it('can be joined with $lookup', async () => {
    const joined = await server.db
      .collection('orders')
      .aggregate([
        { $match: { _id: 2 } },
        { $lookup: { from: 'paid', pipeline: [{ $sort: { _id: 1 } }], as: 'paidOrders' } },
        { $project: { _id: 0, count: { $size: '$paidOrders' } } },
      ])
      .toArray();
    expect(joined).toEqual([{ count: 2 }]);
  });

  it('is listed as a view and refuses writes with CommandNotSupportedOnView', async () => {
    const [info] = await server.db.listCollections({ name: 'paid' }).toArray();
    expect(info).toMatchObject({ type: 'view', options: { viewOn: 'orders' }, info: { readOnly: true } });
    const paid = server.db.collection('paid');
    await expect(paid.insertOne({ total: 1 })).rejects.toMatchObject({ code: 166 });
    await expect(paid.updateOne({}, { $set: { total: 1 } })).rejects.toMatchObject({ code: 166 });
    await expect(paid.deleteMany({})).rejects.toMatchObject({ code: 166 });
    await expect(paid.createIndex({ total: 1 }, undefined, undefined)).rejects.toMatchObject({ code: 166 });
  });
});

describe('find modifiers and _id rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('find_modifiers');
    await server.db.collection('items').insertMany([
      { _id: 1 as never, sku: 'a', qty: 1 },
      { _id: 2 as never, sku: 'b', qty: 2 },
    ]);
    await server.db.collection('items').createIndex({ sku: 1 }, undefined, undefined);
  });
  afterAll(() => server.stop());

  it('returns the index keys with returnKey and adds $recordId with showRecordId', async () => {
    const items = server.db.collection('items');
    expect(await items.find({ sku: 'b' }, { returnKey: true }).toArray()).toEqual([{ sku: 'b' }]);
    expect(await items.find({}, { returnKey: true, sort: { _id: 1 } }).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
    expect(await items.find({ qty: 1 }, { returnKey: true }).toArray()).toEqual([{}]);
    const [withRecordId] = await items.find({ _id: 1 as never }, { showRecordId: true }).toArray();
    expect(withRecordId).toEqual({ _id: 1, sku: 'a', qty: 1, $recordId: expect.any(Number) });
  });

  it("refuses a '$'-prefixed field inside _id", async () => {
    await expect(server.db.collection('items').insertOne({ _id: { $oid: 'x' } as never })).rejects.toMatchObject({ code: 52 });
  });
});
