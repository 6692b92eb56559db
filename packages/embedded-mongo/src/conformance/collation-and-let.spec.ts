import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commandError, startTestServer, type TestServer } from './test-server.fixture.js';

const CASE_INSENSITIVE = { locale: 'en', strength: 2 } as const;
const ACCENT_INSENSITIVE = { locale: 'fr', strength: 1 } as const;

describe('collation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('collation');
  });
  beforeEach(async () => {
    await server.db.collection('names').deleteMany({});
    await server.db.collection('names').insertMany([
      { _id: 1 as never, name: 'zoé' },
      { _id: 2 as never, name: 'Ann' },
      { _id: 3 as never, name: 'ann' },
      { _id: 4 as never, name: 'Zoe' },
    ]);
  });
  afterAll(() => server.stop());

  it('matches strings case-insensitively at strength 2 and accent-insensitively at strength 1', async () => {
    const names = server.db.collection('names');
    expect(
      await names
        .find({ name: 'ANN' }, { collation: CASE_INSENSITIVE })
        .map((d) => d._id)
        .toArray(),
    ).toEqual([2, 3]);
    expect(
      await names
        .find({ name: 'zoe' }, { collation: CASE_INSENSITIVE })
        .map((d) => d._id)
        .toArray(),
    ).toEqual([4]);
    expect(
      await names
        .find({ name: 'zoe' }, { collation: ACCENT_INSENSITIVE })
        .map((d) => d._id)
        .toArray(),
    ).toEqual([1, 4]);
    expect(await names.countDocuments({ name: 'ann' }, { collation: { locale: 'simple' } })).toBe(1);
  });

  it('leaves type names and $expr field paths alone, and refuses regexes it cannot collate', async () => {
    const names = server.db.collection('names');
    expect(await names.countDocuments({ _id: { $type: 'int' }, name: 'ann' }, { collation: CASE_INSENSITIVE })).toBe(2);
    expect(await names.countDocuments({ $expr: { $eq: ['$name', 'ANN'] } }, { collation: CASE_INSENSITIVE })).toBe(2);
    await expect(names.countDocuments({ name: /^A/ }, { collation: CASE_INSENSITIVE })).rejects.toMatchObject({ code: 115 });
  });

  it('sorts by the locale instead of by code points', async () => {
    const sorted = await server.db
      .collection('names')
      .find({}, { sort: { name: 1, _id: 1 }, collation: { locale: 'en', strength: 3 } })
      .toArray();
    expect(sorted.map((d) => d.name)).toEqual(['ann', 'Ann', 'Zoe', 'zoé']);
  });

  it('applies to updates, deletes, distinct and aggregate', async () => {
    const names = server.db.collection('names');
    expect((await names.updateMany({ name: 'ann' }, { $set: { seen: true } }, { collation: CASE_INSENSITIVE })).modifiedCount).toBe(2);
    expect(await names.distinct('name', { seen: true }, { collation: CASE_INSENSITIVE })).toHaveLength(1);
    expect(await names.aggregate([{ $match: { name: 'ZOE' } }], { collation: ACCENT_INSENSITIVE }).toArray()).toHaveLength(2);
    expect((await names.deleteMany({ name: 'ANN' }, { collation: CASE_INSENSITIVE })).deletedCount).toBe(2);
  });

  it('makes a unique index with a case-insensitive collation refuse names differing only in case', async () => {
    const users = server.db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true, collation: CASE_INSENSITIVE }, undefined);
    await users.insertOne({ email: 'ann@example.com' });
    await expect(users.insertOne({ email: 'ANN@example.com' })).rejects.toMatchObject({ code: 11000 });
    expect(await users.find({ email: 'ann@example.com' }).toArray()).toHaveLength(1);
    expect(await users.indexes()).toContainEqual(expect.objectContaining({ name: 'email_1', collation: CASE_INSENSITIVE }));
  });

  it('refuses an unknown locale', async () => {
    const error = await commandError(server.db, { find: 'names', filter: {}, collation: { locale: 'xx_NOPE' } });
    expect(error.code).toBe(2);
  });
});

describe('let variables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('let');
    await server.db.collection('items').insertMany([
      { _id: 1 as never, tag: 'a' },
      { _id: 2 as never, tag: 'b' },
      { _id: 3 as never, tag: 'b' },
    ]);
  });
  afterAll(() => server.stop());

  const byTag = { $expr: { $eq: ['$tag', '$$tag'] } };

  it('are visible to $expr in find and aggregate, evaluated once as expressions', async () => {
    const items = server.db.collection('items');
    expect(await items.find(byTag, { let: { tag: 'a' } }).toArray()).toEqual([{ _id: 1, tag: 'a' }]);
    const projected = await items
      .aggregate([{ $match: byTag }, { $project: { _id: 0, label: '$$label' } }], { let: { tag: 'a', label: { $literal: '$x' } } })
      .toArray();
    expect(projected).toEqual([{ label: '$x' }]);
  });

  it('are visible to update pipelines and delete filters', async () => {
    const items = server.db.collection('items');
    await items.updateMany(byTag, [{ $set: { note: '$$note' } }], { let: { tag: 'b', note: 'second' } });
    expect(await items.countDocuments({ note: 'second' })).toBe(2);
    expect((await items.deleteMany(byTag, { let: { tag: 'b' } })).deletedCount).toBe(2);
  });
});
