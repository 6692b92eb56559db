import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

describe('update statements as MongoDB 7.0 parses them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('update_statements');
  });
  beforeEach(async () => {
    await server.db.collection('items').deleteMany({});
    await server.db.collection('items').insertMany([
      { _id: 1 as never, x: 1, inner: { y: 2 } },
      { _id: 2 as never, x: 2 },
    ]);
  });
  afterAll(() => server.stop());

  it('refuses sort on updateOne and replaceOne (an 8.0 option) instead of updating another document', async () => {
    const items = server.db.collection('items');
    await expect(items.updateOne({}, { $set: { x: 9 } }, { sort: { x: -1 } })).rejects.toMatchObject({ code: 40415 });
    await expect(items.replaceOne({}, { x: 9 }, { sort: { x: -1 } })).rejects.toMatchObject({ code: 40415 });
    expect(await items.countDocuments({ x: 9 })).toBe(0);
  });

  it('keeps the _id when a pipeline replaces the root with a document without one', async () => {
    await server.db.collection('items').updateOne({ _id: 1 as never }, [{ $replaceRoot: { newRoot: '$inner' } }]);
    expect(await server.db.collection('items').findOne({ _id: 1 as never })).toEqual({ _id: 1, y: 2 });
  });

  it('reports an unknown modifier as a write error even when nothing matches', async () => {
    const reply = await server.db.command({ update: 'items', updates: [{ q: { x: 99 }, u: { $foo: { x: 1 } }, multi: true }] });
    expect(reply.writeErrors).toEqual([
      expect.objectContaining({ index: 0, code: 9, errmsg: expect.stringContaining('Unknown modifier: $foo') }),
    ]);
  });

  it('goes on after a failing statement of an unordered batch', async () => {
    const reply = await server.db.command({
      update: 'items',
      ordered: false,
      updates: [
        { q: {}, u: { $foo: 1 }, multi: true },
        { q: { _id: 2 }, u: { $set: { x: 20 } } },
      ],
    });
    expect(reply).toMatchObject({ n: 1, nModified: 1, writeErrors: [expect.objectContaining({ index: 0, code: 9 })] });
  });

  it("gives a pipeline update the statement's constants (c)", async () => {
    await server.db.command({ update: 'items', updates: [{ q: { _id: 2 }, u: [{ $set: { label: '$$label' } }], c: { label: 'two' } }] });
    expect(await server.db.collection('items').findOne({ _id: 2 as never })).toEqual({ _id: 2, x: 2, label: 'two' });
  });

  it('refuses statement fields and find options it does not know', async () => {
    expect(await commandError(server.db, { delete: 'items', deletes: [{ q: {}, limit: 0, sort: { x: 1 } }] })).toMatchObject({
      code: 40415,
    });
    expect(await commandError(server.db, { find: 'items', filter: {}, oplogReplay: true })).toMatchObject({ code: 115 });
  });

  it('bounds a find by the hinted index with min (inclusive) and max (exclusive)', async () => {
    const items = server.db.collection('items');
    await items.insertMany([
      { _id: 3 as never, x: 3 },
      { _id: 4 as never, x: 4 },
    ]);
    expect(
      await items
        .find({}, { hint: { _id: 1 }, min: { _id: 2 }, max: { _id: 4 } })
        .map((d) => d._id)
        .toArray(),
    ).toEqual([2, 3]);
    expect(await commandError(server.db, { find: 'items', filter: {}, min: { _id: 2 } })).toMatchObject({ code: 51173 });
  });

  it('refuses a hint naming an index that does not exist', async () => {
    const items = server.db.collection('items');
    await expect(items.find({}, { hint: 'nope_1' }).toArray()).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('hint provided does not correspond to an existing index'),
    });
    await expect(items.updateOne({}, { $set: { x: 3 } }, { hint: { nope: 1 } })).rejects.toMatchObject({ code: 2 });
    expect(await items.find({}, { hint: { _id: 1 } }).toArray()).toHaveLength(2);
  });

  it('refuses a filter with an unknown operator even on a missing collection', async () => {
    const error = await commandError(server.db, { find: 'missing', filter: { x: { $foo: 1 } } });
    expect(error).toMatchObject({ code: 2, message: expect.stringContaining('unknown operator: $foo') });
  });
});
