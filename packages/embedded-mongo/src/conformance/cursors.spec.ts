import { Long } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

describe('cursors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('cursors');
    await server.db.collection('many').insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
  });
  afterAll(() => server.stop());

  it('returns every document of a large result through several batches', async () => {
    const all = await server.db.collection('many').find().sort({ i: 1 }).toArray();
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  });

  it('hands out batches of the requested size with an int64 cursor id', async () => {
    const first = await server.db.command({ find: 'many', filter: {}, sort: { i: 1 }, batchSize: 100 });
    expect(first.cursor.firstBatch).toHaveLength(100);
    expect(first.cursor.ns).toBe(`${server.dbName}.many`);
    const id = first.cursor.id;
    expect(Long.fromValue(id).isZero()).toBe(false);
    const second = await server.db.command({ getMore: Long.fromValue(id), collection: 'many', batchSize: 100 });
    expect(second.cursor.nextBatch.map((d: { i: number }) => d.i)).toEqual(Array.from({ length: 100 }, (_, i) => i + 100));
    const last = await server.db.command({ getMore: Long.fromValue(id), collection: 'many' });
    expect(last.cursor.nextBatch).toHaveLength(50);
    expect(Long.fromValue(last.cursor.id).isZero()).toBe(true);
  });

  it('closes the cursor after the first batch with singleBatch and honours limit', async () => {
    const single = await server.db.command({ find: 'many', batchSize: 5, singleBatch: true });
    expect(single.cursor.firstBatch).toHaveLength(5);
    expect(Long.fromValue(single.cursor.id).isZero()).toBe(true);
    const limited = await server.db.collection('many').find().limit(120).batchSize(50).toArray();
    expect(limited).toHaveLength(120);
  });

  it('keeps a tailable cursor on a capped collection open through an empty batch, then hands out what was inserted', async () => {
    await server.db.createCollection('tail', { capped: true, size: 4096, max: 3 });
    await server.db.collection('tail').insertMany([
      { _id: 1 as never, x: 11 },
      { _id: 2 as never, x: 22 },
    ]);
    const first = await server.db.command({ find: 'tail', filter: { x: { $gt: 0 } }, tailable: true, awaitData: true, batchSize: 2 });
    expect(first.cursor.firstBatch).toEqual([
      { _id: 1, x: 11 },
      { _id: 2, x: 22 },
    ]);
    const id = Long.fromValue(first.cursor.id);
    expect(id.isZero()).toBe(false);
    const empty = await server.db.command({ getMore: id, collection: 'tail' });
    expect(empty.cursor.nextBatch).toEqual([]);
    expect(Long.fromValue(empty.cursor.id).equals(id)).toBe(true);
    await server.db.collection('tail').insertMany([
      { _id: 3 as never, x: 33 },
      { _id: 4 as never, x: 0 },
    ]);
    const next = await server.db.command({ getMore: id, collection: 'tail' });
    expect(next.cursor.nextBatch).toEqual([{ _id: 3, x: 33 }]);
    expect((await server.db.command({ getMore: id, collection: 'tail' })).cursor.nextBatch).toEqual([]);
  });

  it('refuses a tailable cursor as MongoDB does: not on a plain collection, not sorted, no awaitData without it', async () => {
    expect(await commandError(server.db, { find: 'many', tailable: true })).toMatchObject({
      code: 2,
      message: expect.stringContaining('tailable cursor requested on non capped collection'),
    });
    await server.db.createCollection('tail_sorted', { capped: true, size: 4096 });
    expect(await commandError(server.db, { find: 'tail_sorted', tailable: true, sort: { x: 1 } })).toMatchObject({ code: 2 });
    expect(await commandError(server.db, { find: 'many', awaitData: true })).toMatchObject({ code: 9 });
    const dead = await server.db.command({ find: 'tail_sorted', tailable: true });
    expect(Long.fromValue(dead.cursor.id).isZero()).toBe(true);
  });

  it('kills cursors and then answers CursorNotFound (43)', async () => {
    const first = await server.db.command({ find: 'many', batchSize: 10 });
    const id = Long.fromValue(first.cursor.id);
    const killed = await server.db.command({ killCursors: 'many', cursors: [id] });
    expect(killed.cursorsKilled.map(String)).toEqual([String(id)]);
    const error = await commandError(server.db, { getMore: id, collection: 'many' });
    expect(error.code).toBe(43);
  });

  it('iterates a cursor lazily through the driver', async () => {
    const cursor = server.db
      .collection('many')
      .find({ i: { $lt: 30 } })
      .batchSize(7);
    let count = 0;
    for await (const document of cursor) {
      expect(document.i).toBeLessThan(30);
      count++;
    }
    expect(count).toBe(30);
  });
});
