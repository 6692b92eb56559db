import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

interface BulkError {
  writeErrors: { index: number; code: number }[];
}

describe('indexes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('indexes');
  });
  afterAll(() => server.stop());

  it('creates, lists and drops indexes', async () => {
    const users = server.db.collection('users_list');
    await users.insertOne({ email: 'a@b.c' });
    expect(await users.createIndex({ email: 1 }, { unique: true }, undefined)).toBe('email_1');
    expect(
      await users.createIndexes([
        { key: { lastName: 1, firstName: -1 }, name: 'by_name' },
        { key: { nick: 1 }, sparse: true },
      ]),
    ).toEqual(['by_name', 'nick_1']);
    const indexes = await users.indexes();
    expect(indexes.map((index) => index.name)).toEqual(['_id_', 'email_1', 'by_name', 'nick_1']);
    expect(indexes[1]).toMatchObject({ v: 2, key: { email: 1 }, unique: true });
    expect(indexes[2].key).toEqual({ lastName: 1, firstName: -1 });
    expect(indexes[3].sparse).toBe(true);
    await users.dropIndex('by_name');
    await server.db.command({ dropIndexes: 'users_list', index: { nick: 1 } });
    expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_', 'email_1']);
    await users.dropIndexes();
    expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('accepts the same index twice and reports that it already exists', async () => {
    const things = server.db.collection('twice');
    await things.createIndex({ a: 1 }, undefined, undefined);
    const reply = await server.db.command({ createIndexes: 'twice', indexes: [{ key: { a: 1 }, name: 'a_1' }] });
    expect(reply.numIndexesBefore).toBe(reply.numIndexesAfter);
  });

  it('refuses an index whose name is taken by a different key (86)', async () => {
    await server.db.collection('conflict').createIndex({ a: 1 }, { name: 'my_index' }, undefined);
    const error = await commandError(server.db, { createIndexes: 'conflict', indexes: [{ key: { b: 1 }, name: 'my_index' }] });
    expect(error.code).toBe(86);
  });

  it('answers NamespaceNotFound (26) for listIndexes on a missing collection', async () => {
    const error = await commandError(server.db, { listIndexes: 'nope' });
    expect(error.code).toBe(26);
  });

  it('answers IndexNotFound (27) when dropping an index that does not exist', async () => {
    await server.db.collection('drop_missing').insertOne({});
    const error = await commandError(server.db, { dropIndexes: 'drop_missing', index: 'nope_1' });
    expect(error.code).toBe(27);
  });

  it('rejects a duplicate key on insert with E11000, keyPattern and keyValue', async () => {
    const users = server.db.collection('users_dup');
    await users.createIndex({ email: 1 }, { unique: true }, undefined);
    await users.insertOne({ email: 'a@b.c' });
    const error = (await users.insertOne({ email: 'a@b.c' }).catch((caught: unknown) => caught)) as Error;
    expect(error).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@b.c' } });
    expect(error.message).toBe(
      `E11000 duplicate key error collection: ${server.dbName}.users_dup index: email_1 dup key: { email: "a@b.c" }`,
    );
  });

  it('rejects a duplicate _id', async () => {
    const items = server.db.collection('dup_id');
    await items.insertOne({ _id: 'x' as never });
    await expect(items.insertOne({ _id: 'x' as never })).rejects.toMatchObject({ code: 11000, keyPattern: { _id: 1 } });
  });

  it('stops an ordered batch at the first duplicate and reports it in writeErrors', async () => {
    const items = server.db.collection('ordered_dup');
    await items.createIndex({ k: 1 }, { unique: true }, undefined);
    const error = (await items.insertMany([{ k: 1 }, { k: 2 }, { k: 1 }, { k: 3 }]).catch((caught: unknown) => caught)) as BulkError;
    expect(error.writeErrors).toHaveLength(1);
    expect(error.writeErrors[0]).toMatchObject({ index: 2, code: 11000 });
    expect(await items.countDocuments()).toBe(2);
  });

  it('goes on after a duplicate in an unordered batch', async () => {
    const items = server.db.collection('unordered_dup');
    await items.createIndex({ k: 1 }, { unique: true }, undefined);
    const error = (await items
      .insertMany([{ k: 1 }, { k: 1 }, { k: 2 }, { k: 2 }, { k: 3 }], { ordered: false })
      .catch((caught: unknown) => caught)) as BulkError;
    expect(error.writeErrors.map((entry) => [entry.index, entry.code])).toEqual([
      [1, 11000],
      [3, 11000],
    ]);
    expect(await items.countDocuments()).toBe(3);
  });

  it('rejects an update that would create a duplicate key', async () => {
    const items = server.db.collection('update_dup');
    await items.createIndex({ k: 1 }, { unique: true }, undefined);
    await items.insertMany([{ k: 1 }, { k: 2 }]);
    await expect(items.updateOne({ k: 2 }, { $set: { k: 1 } })).rejects.toMatchObject({ code: 11000 });
    expect(await items.countDocuments({ k: 2 })).toBe(1);
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const items = server.db.collection('build_dup');
    await items.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(items.createIndex({ k: 1 }, { unique: true }, undefined)).rejects.toMatchObject({ code: 11000 });
  });

  it('lets a sparse unique index hold many documents without the field', async () => {
    const items = server.db.collection('sparse_unique');
    await items.createIndex({ code: 1 }, { unique: true, sparse: true }, undefined);
    await items.insertMany([{}, {}, { code: 'a' }]);
    await expect(items.insertOne({ code: 'a' })).rejects.toMatchObject({ code: 11000 });
  });

  it('enforces compound unique keys on the combination of fields', async () => {
    const items = server.db.collection('compound_unique');
    await items.createIndex({ a: 1, b: 1 }, { unique: true }, undefined);
    await items.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
    ]);
    await expect(items.insertOne({ a: 1, b: 2 })).rejects.toMatchObject({ code: 11000, keyValue: { a: 1, b: 2 } });
  });

  it('finds by an indexed field, treating int, double and long alike', async () => {
    const items = server.db.collection('numeric_keys');
    await items.createIndex({ n: 1 }, undefined, undefined);
    await items.insertMany([{ n: 1 }, { n: 2.5 }, { n: 3 }]);
    expect(await items.countDocuments({ n: 1.0 })).toBe(1);
    expect(await items.countDocuments({ n: { $in: [2.5, 3] } })).toBe(2);
  });

  it('finds through a compound index on an array field, using its leading fields', async () => {
    const products = server.db.collection('multikey');
    await products.createIndex({ display: 1, category: 1, createdAt: -1 }, undefined, undefined);
    await products.insertMany(
      Array.from({ length: 30 }, (_, n) => ({ n, display: n % 3 !== 0, category: [`c${n % 2}`, 'all'], createdAt: new Date(n) })),
    );
    const page = await products.find({ display: true, category: 'c1' }).sort({ createdAt: -1 }).limit(3).toArray();
    expect(page.map((d) => d.n)).toEqual([29, 25, 23]);
    expect(await products.countDocuments({ display: true, category: 'all' })).toBe(20);
    await products.updateOne({ n: 29 }, { $set: { category: ['c0'] } });
    expect(await products.countDocuments({ display: true, category: 'c1' })).toBe(9);
  });

  it('expires documents through a TTL index', { timeout: 150_000 }, async () => {
    const admin = server.client.db('admin');
    const previous = await admin.command({ getParameter: 1, ttlMonitorSleepSecs: 1 });
    await admin.command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    try {
      const sessions = server.db.collection('ttl_sessions');
      await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }, undefined);
      await sessions.insertMany([
        { name: 'old', expiresAt: new Date(Date.now() - 1000) },
        { name: 'fresh', expiresAt: new Date(Date.now() + 3_600_000) },
        { name: 'no date' },
      ]);
      const deadline = Date.now() + 140_000;
      while ((await sessions.countDocuments({ name: 'old' })) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await sessions.find({}, { projection: { _id: 0, name: 1 } }).toArray()).map((d) => d.name).sort()).toEqual([
        'fresh',
        'no date',
      ]);
    } finally {
      await admin.command({ setParameter: 1, ttlMonitorSleepSecs: previous.ttlMonitorSleepSecs });
    }
  });
});
