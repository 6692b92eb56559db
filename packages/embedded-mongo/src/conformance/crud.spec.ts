import { Binary, Decimal128, Long, ObjectId, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

describe('insert, find, update, delete', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('crud');
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    await server.db.collection('items').deleteMany({});
  });

  const items = () => server.db.collection('items');

  it('round-trips ObjectId, Date, Long, Decimal128, Binary and nested documents', async () => {
    const document = {
      _id: new ObjectId(),
      at: new Date('2024-05-06T07:08:09.010Z'),
      big: Long.fromString('9007199254740993'),
      price: Decimal128.fromString('12.34'),
      bytes: new Binary(Buffer.from([1, 2, 3])),
      nested: { list: [1, 'two', { three: 3 }], empty: {} },
    };
    await items().insertOne(document);
    const found = await items().findOne({ _id: new ObjectId(document._id.toHexString()) });
    expect(found!._id.equals(document._id)).toBe(true);
    expect(found!.at.getTime()).toBe(document.at.getTime());
    expect(String(found!.big)).toBe('9007199254740993');
    expect(found!.price.toString()).toBe('12.34');
    expect(Buffer.from(found!.bytes.buffer)).toEqual(Buffer.from([1, 2, 3]));
    expect(found!.nested).toEqual(document.nested);
  });

  it('generates an ObjectId _id and keeps field order with _id first', async () => {
    const { insertedId } = await items().insertOne({ b: 1, a: 2 });
    expect(insertedId).toBeInstanceOf(ObjectId);
    const raw = await items().findOne({ _id: insertedId });
    expect(Object.keys(raw!)).toEqual(['_id', 'b', 'a']);
  });

  it('finds with filter operators, sort, skip, limit and projection', async () => {
    await items().insertMany(
      Array.from({ length: 20 }, (_, i) => ({ n: i, group: i % 3, tags: i % 2 ? ['odd'] : ['even', 'x'], name: `item ${i}` })),
    );
    const page = await items()
      .find({ n: { $gte: 5, $lt: 15 }, tags: 'odd' }, { projection: { _id: 0, n: 1 } })
      .sort({ n: -1 })
      .skip(1)
      .limit(3)
      .toArray();
    expect(page).toEqual([{ n: 11 }, { n: 9 }, { n: 7 }]);
    expect(await items().countDocuments({ $or: [{ group: 0 }, { n: { $in: [1, 2] } }] })).toBe(9);
    expect(await items().countDocuments({ name: { $regex: '^item 1' } })).toBe(11);
    expect(await items().countDocuments({ tags: { $all: ['even', 'x'] } })).toBe(10);
    expect(await items().countDocuments({ tags: { $size: 1 } })).toBe(10);
    expect(await items().countDocuments({ missing: { $exists: false }, n: { $nin: [0, 1] } })).toBe(18);
    expect(await items().countDocuments({ missing: null })).toBe(20);
  });

  it('sorts across types in BSON order with missing fields first', async () => {
    await items().insertMany([{ v: 'b' }, { v: 2 }, {}, { v: new Date(0) }, { v: 1.5 }, { v: null }, { v: 'a' }]);
    const values = (
      await items()
        .find({}, { projection: { _id: 0 } })
        .sort({ v: 1 })
        .toArray()
    ).map((d) => d.v);
    expect(values.slice(0, 2).every((v) => v === undefined || v === null)).toBe(true);
    expect(values.slice(2)).toEqual([1.5, 2, 'a', 'b', new Date(0)]);
  });

  it('sorts by ObjectId in creation order', async () => {
    const ids = Array.from({ length: 5 }, () => new ObjectId());
    await items().insertMany([...ids].reverse().map((_id) => ({ _id })));
    const sorted = await items().find().sort({ _id: 1 }).toArray();
    expect(sorted.map((d) => d._id.toHexString())).toEqual(ids.map((id) => id.toHexString()));
  });

  it('projects with exclusions, nested inclusions and $slice', async () => {
    await items().insertOne({ name: 'n', secret: 's', profile: { city: 'c', zip: 'z' }, list: [1, 2, 3, 4] });
    expect(await items().findOne({}, { projection: { secret: 0, _id: 0, list: 0 } })).toEqual({
      name: 'n',
      profile: { city: 'c', zip: 'z' },
    });
    expect(await items().findOne({}, { projection: { 'profile.city': 1, _id: 0 } })).toEqual({ profile: { city: 'c' } });
    expect(await items().findOne({}, { projection: { list: { $slice: 2 }, _id: 0, name: 1 } })).toEqual({ name: 'n', list: [1, 2] });
  });

  it('matches array elements with $elemMatch and dotted paths', async () => {
    await items().insertMany([
      {
        order: 1,
        lines: [
          { sku: 'a', qty: 1 },
          { sku: 'b', qty: 5 },
        ],
      },
      { order: 2, lines: [{ sku: 'a', qty: 5 }] },
    ]);
    const both = await items().find({ 'lines.sku': 'a' }).toArray();
    expect(both).toHaveLength(2);
    const exact = await items()
      .find({ lines: { $elemMatch: { sku: 'a', qty: { $gte: 2 } } } })
      .toArray();
    expect(exact.map((d) => d.order)).toEqual([2]);
  });

  it('matches $type against a field and against the elements of an array', async () => {
    await items().insertMany([
      { order: 1, tags: ['x'], lines: [{ sku: 'a' }] },
      { order: 2, tags: [1], lines: [{ sku: 7 }] },
      { order: 3, tags: 'x', lines: [] },
    ]);
    const orders = async (filter: Document) => (await items().find(filter).sort({ order: 1 }).toArray()).map((d) => d.order);
    expect(await orders({ tags: { $type: 'string' } })).toEqual([1, 3]);
    expect(await orders({ 'lines.sku': { $type: 'string' } })).toEqual([1]);
    expect(await orders({ tags: { $type: 'array' } })).toEqual([1, 2]);
    expect(await orders({ tags: { $type: ['number', 'array'] } })).toEqual([1, 2]);
    expect(await orders({ 'lines.sku': { $type: 2 } })).toEqual([1]);
  });

  it('counts with the count command and estimatedDocumentCount', async () => {
    await items().insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    expect(await items().estimatedDocumentCount()).toBe(3);
    const reply = await server.db.command({ count: 'items', query: { a: { $gt: 1 } } });
    expect(reply.n).toBe(2);
    expect((await server.db.command({ count: 'items', skip: 1, limit: 1 })).n).toBe(1);
  });

  it('lists distinct values, counting array elements one by one', async () => {
    await items().insertMany([{ tag: ['a', 'b'] }, { tag: 'b' }, { tag: 'c', skip: true }, {}]);
    const values = await items().distinct('tag', { skip: { $ne: true } });
    expect(values.sort()).toEqual(['a', 'b']);
  });

  it('updates one or many documents and reports matched and modified counts', async () => {
    await items().insertMany([
      { n: 1, s: 'x' },
      { n: 2, s: 'x' },
      { n: 3, s: 'y' },
    ]);
    const one = await items().updateOne({ s: 'x' }, { $inc: { n: 10 } });
    expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const many = await items().updateMany({ s: 'x' }, { $set: { s: 'z' }, $unset: { missing: '' } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const noop = await items().updateMany({ s: 'z' }, { $set: { s: 'z' } });
    expect(noop).toMatchObject({ matchedCount: 2, modifiedCount: 0 });
    expect(
      await items()
        .find({}, { projection: { _id: 0 } })
        .sort({ n: 1 })
        .toArray(),
    ).toEqual([
      { n: 2, s: 'z' },
      { n: 3, s: 'y' },
      { n: 11, s: 'z' },
    ]);
  });

  it('applies $push, $addToSet, $pull, $min, $max, $mul, $rename and $currentDate', async () => {
    const lists = server.db.collection<{ list: number[]; set?: string[]; n: number; old?: string }>('items');
    const { insertedId } = await lists.insertOne({ list: [1, 2], n: 5, old: 'v' });
    await lists.updateOne(
      { _id: insertedId },
      {
        $push: { list: 3 },
        $addToSet: { set: 'a' },
        $min: { low: 1 },
        $max: { n: 9 },
        $mul: { m: 2 },
        $rename: { old: 'renamed' },
        $currentDate: { at: true },
      },
    );
    await lists.updateOne({ _id: insertedId }, { $pull: { list: 2 }, $addToSet: { set: { $each: ['a', 'b'] } } });
    const document = await items().findOne({ _id: insertedId });
    expect(document).toMatchObject({ list: [1, 3], set: ['a', 'b'], low: 1, n: 9, m: 0, renamed: 'v' });
    expect(document!.at).toBeInstanceOf(Date);
    expect(document!.old).toBeUndefined();
  });

  it('replaces a whole document but keeps its _id', async () => {
    const { insertedId } = await items().insertOne({ a: 1, b: 2 });
    await items().replaceOne({ _id: insertedId }, { c: 3 });
    expect(await items().findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
  });

  it('refuses an update that changes _id (66)', async () => {
    const { insertedId } = await items().insertOne({ a: 1 });
    await expect(items().updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })).rejects.toMatchObject({ code: 66 });
    await expect(items().replaceOne({ _id: insertedId }, { _id: new ObjectId(), a: 2 })).rejects.toMatchObject({ code: 66 });
  });

  it('refuses an unknown update operator', async () => {
    await items().insertOne({ a: 1 });
    await expect(items().updateOne({}, { $bogus: { a: 1 } })).rejects.toMatchObject({ code: 9 });
  });

  it('runs an aggregation-pipeline update', async () => {
    const { insertedId } = await items().insertOne({ a: 1, b: 2 });
    await items().updateOne({ _id: insertedId }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect((await items().findOne({ _id: insertedId }))!.sum).toBe(3);
  });

  it('deletes one or many documents', async () => {
    await items().insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await items().deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await items().deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect((await items().deleteMany({ k: 9 })).deletedCount).toBe(0);
    expect(await items().countDocuments()).toBe(1);
  });

  it('refuses a delete limit other than 0 or 1', async () => {
    const error = await commandError(server.db, { delete: 'items', deletes: [{ q: {}, limit: 2 }] });
    expect(error.code).toBe(9);
  });

  it('finds nothing in a collection that does not exist', async () => {
    expect(await server.db.collection('never_created').find({ a: 1 }).toArray()).toEqual([]);
    expect(await server.db.collection('never_created').countDocuments()).toBe(0);
  });

  it('keeps natural (insertion) order for an unsorted find', async () => {
    await items().insertMany([{ i: 3 }, { i: 1 }, { i: 2 }]);
    await items().updateOne({ i: 1 }, { $set: { touched: true } });
    expect((await items().find().toArray()).map((d) => d.i)).toEqual([3, 1, 2]);
  });
});
