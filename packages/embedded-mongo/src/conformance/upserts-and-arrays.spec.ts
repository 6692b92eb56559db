import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.fixture.js';

describe('upserts and array updates', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('upserts');
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    await server.db.collection('docs').deleteMany({});
  });

  const docs = () => server.db.collection('docs');

  it('inserts from the equality fields of the filter plus $set and $setOnInsert', async () => {
    const result = await docs().updateOne(
      { sku: 'cat-plush', 'size.label': 'L', price: { $gt: 5 } },
      { $set: { stock: 3 }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(1);
    expect(result.upsertedId).toBeInstanceOf(ObjectId);
    const inserted = await docs().findOne({ _id: result.upsertedId! }, { projection: { _id: 0 } });
    expect(inserted).toEqual({ sku: 'cat-plush', size: { label: 'L' }, stock: 3, createdBy: 'upsert' });
  });

  it('upserts with $inc on a missing field and $set beside a nested filter field, returning the new document', async () => {
    const counter = await docs().findOneAndUpdate(
      { key: 'login:mia', 'window.start': 5 },
      { $inc: { hits: 1 }, $set: { 'window.end': 9 }, $setOnInsert: { kind: 'counter' } },
      { upsert: true, returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(counter).toEqual({ key: 'login:mia', window: { start: 5, end: 9 }, hits: 1, kind: 'counter' });
  });

  it('upserts with array operators', async () => {
    const tagged = server.db.collection<{ sku: string; tags: string[]; colours: string[] }>('docs');
    await tagged.updateOne({ sku: 'tagged' }, { $push: { tags: 'cute' }, $addToSet: { colours: 'pink' } }, { upsert: true });
    expect(await docs().findOne({ sku: 'tagged' }, { projection: { _id: 0 } })).toEqual({
      sku: 'tagged',
      tags: ['cute'],
      colours: ['pink'],
    });
  });

  it('ignores $setOnInsert when the upsert matches an existing document', async () => {
    await docs().insertOne({ sku: 'a', stock: 1 });
    const result = await docs().updateOne({ sku: 'a' }, { $inc: { stock: 1 }, $setOnInsert: { createdBy: 'upsert' } }, { upsert: true });
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await docs().findOne({ sku: 'a' }, { projection: { _id: 0 } })).toEqual({ sku: 'a', stock: 2 });
  });

  it('uses the _id of the filter for the upserted document', async () => {
    const result = await docs().updateOne({ _id: 'fixed-id' as never }, { $set: { a: 1 } }, { upsert: true });
    expect(result.upsertedId).toBe('fixed-id');
    expect(await docs().findOne({ _id: 'fixed-id' as never })).toEqual({ _id: 'fixed-id', a: 1 });
  });

  it('takes the _id of the upserted document from $setOnInsert when the filter does not fix it', async () => {
    const chosenId = new ObjectId();
    const result = await docs().updateOne({ sku: 'new' }, { $setOnInsert: { _id: chosenId, stock: 5 } }, { upsert: true });
    expect(result.upsertedId).toEqual(chosenId);
    expect(await docs().findOne({ sku: 'new' })).toEqual({ _id: chosenId, sku: 'new', stock: 5 });
  });

  it('upserts with a replacement document', async () => {
    const result = await docs().replaceOne({ key: 'k' }, { key: 'k', value: 42 }, { upsert: true });
    expect(result.upsertedCount).toBe(1);
    expect(await docs().findOne({ key: 'k' }, { projection: { _id: 0 } })).toEqual({ key: 'k', value: 42 });
  });

  it('reports upserted entries with their index in a bulk write', async () => {
    const result = await docs().bulkWrite([
      { updateOne: { filter: { n: 1 }, update: { $set: { seen: true } }, upsert: true } },
      { insertOne: { document: { n: 2 } } },
      { updateOne: { filter: { n: 3 }, update: { $set: { seen: true } }, upsert: true } },
    ]);
    expect(result.upsertedCount).toBe(2);
    expect(Object.keys(result.upsertedIds)).toEqual(['0', '2']);
  });

  it('updates the array element matched by the query with the positional $ operator', async () => {
    const { insertedId } = await docs().insertOne({
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
      ],
    });
    await docs().updateOne({ _id: insertedId, 'items.sku': 'b' }, { $inc: { 'items.$.qty': 4 } });
    expect((await docs().findOne({ _id: insertedId }))!.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 5 },
    ]);
  });

  it('resolves $ from an $elemMatch clause, and from a condition on an array of arrays of documents', async () => {
    const { insertedId } = await docs().insertOne({
      sizes: [
        { name: 'S', left: 0 },
        { name: 'M', left: 1 },
        { name: 'M', left: 9 },
      ],
      groups: [{ tags: ['x'] }, { tags: ['y', 'z'] }],
    });
    const taken = await docs().findOneAndUpdate(
      { _id: insertedId, sizes: { $elemMatch: { name: 'M', left: { $gte: 2 } } } },
      { $inc: { 'sizes.$.left': -2 }, $set: { 'sizes.$.touched': true } },
      { returnDocument: 'after' },
    );
    expect(taken!.sizes).toEqual([
      { name: 'S', left: 0 },
      { name: 'M', left: 1 },
      { name: 'M', left: 7, touched: true },
    ]);
    await docs().updateOne({ _id: insertedId, 'groups.tags': 'z' }, { $set: { 'groups.$.picked': true } });
    expect((await docs().findOne({ _id: insertedId }))!.groups).toEqual([{ tags: ['x'] }, { tags: ['y', 'z'], picked: true }]);
  });

  it('takes a $inc and a $push, or a $inc and a $pull, through one $ in one update', async () => {
    const sized = server.db.collection<{ sizes: { name: string; left: number; heldBy: string[] }[] }>('docs');
    const { insertedId } = await sized.insertOne({
      sizes: [
        { name: 'S', left: 3, heldBy: [] },
        { name: 'M', left: 5, heldBy: ['o1'] },
      ],
    });
    const taken = await sized.findOneAndUpdate(
      { _id: insertedId, sizes: { $elemMatch: { name: 'M', left: { $gte: 2 }, heldBy: { $ne: 'o2' } } } },
      { $inc: { 'sizes.$.left': -2 }, $push: { 'sizes.$.heldBy': 'o2' } },
      { returnDocument: 'after' },
    );
    expect(taken!.sizes[1]).toEqual({ name: 'M', left: 3, heldBy: ['o1', 'o2'] });
    await sized.updateOne(
      { _id: insertedId, sizes: { $elemMatch: { name: 'M', heldBy: 'o1' } } },
      { $inc: { 'sizes.$.left': 1 }, $pull: { 'sizes.$.heldBy': 'o1' } },
    );
    expect((await sized.findOne({ _id: insertedId }))!.sizes).toEqual([
      { name: 'S', left: 3, heldBy: [] },
      { name: 'M', left: 4, heldBy: ['o2'] },
    ]);
  });

  it('refuses a positional update whose query does not name the array', async () => {
    const { insertedId } = await docs().insertOne({ items: [{ sku: 'a', qty: 1 }] });
    const refused = await docs()
      .updateOne({ _id: insertedId }, { $inc: { 'items.$.qty': 1 } })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 2 });
  });

  it('updates the elements chosen by arrayFilters and all elements with $[]', async () => {
    const { insertedId } = await docs().insertOne({ grades: [80, 95, 100, 70], lines: [{ qty: 1 }, { qty: 2 }] });
    await docs().updateOne({ _id: insertedId }, { $set: { 'grades.$[high]': 100 } }, { arrayFilters: [{ high: { $gte: 90 } }] });
    await docs().updateOne({ _id: insertedId }, { $inc: { 'lines.$[].qty': 10 } });
    const document = await docs().findOne({ _id: insertedId });
    expect(document!.grades).toEqual([80, 100, 100, 70]);
    expect(document!.lines).toEqual([{ qty: 11 }, { qty: 12 }]);
  });

  it('filters nested array documents with arrayFilters conditions on fields', async () => {
    const { insertedId } = await docs().insertOne({
      items: [
        { sku: 'a', price: 5 },
        { sku: 'b', price: 50 },
      ],
    });
    await docs().updateOne(
      { _id: insertedId },
      { $set: { 'items.$[cheap].onSale': true } },
      { arrayFilters: [{ 'cheap.price': { $lt: 10 } }] },
    );
    expect((await docs().findOne({ _id: insertedId }))!.items).toEqual([
      { sku: 'a', price: 5, onSale: true },
      { sku: 'b', price: 50 },
    ]);
  });

  it('pushes with $each and $sort', async () => {
    const scores = server.db.collection<{ scores: number[] }>('docs');
    const { insertedId } = await scores.insertOne({ scores: [3, 9] });
    await scores.updateOne({ _id: insertedId }, { $push: { scores: { $each: [5, 1], $sort: 1 } } });
    expect((await docs().findOne({ _id: insertedId }))!.scores).toEqual([1, 3, 5, 9]);
  });
});
