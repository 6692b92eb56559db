import { ObjectId, type Document } from 'bson';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { compileFilter } from './filter-compiler.js';

const id = new ObjectId();
const documents: Document[] = [
  { _id: id, n: 5, s: 'apple', tags: ['a', 'b'], at: new Date(1000), nested: { x: 1, list: [{ y: 1 }, { y: 7 }] } },
  { _id: new ObjectId(), n: 10, s: 'Banana', tags: [], at: new Date(2000), nested: { x: 2 }, holders: [new ObjectId(), id] },
  { _id: new ObjectId(), n: null, s: 'cherry', tags: ['b'], nested: { list: [{ y: 3 }] }, holders: [new ObjectId(), 'x'] },
  { _id: new ObjectId(), s: 'date', tags: 'a' },
  { _id: new ObjectId(), n: [1, 20], s: 42 },
];

/** Filters whose meaning mingo (a full MongoDB query implementation) and the compiler must agree on. */
const filters: Document[] = [
  { n: 5 },
  { n: { $gt: 5 } },
  { n: { $gte: 5, $lt: 20 } },
  { n: { $lte: 1 } },
  { n: null },
  { n: { $ne: null } },
  { n: { $exists: false } },
  { n: { $in: [10, 20] } },
  { n: { $nin: [5, 10] } },
  { s: /^b/i },
  { s: { $regex: 'an', $options: 'i' } },
  { s: { $not: /^a/ } },
  { tags: 'a' },
  { tags: { $size: 0 } },
  { tags: { $all: ['a', 'b'] } },
  // A whole array equals only an array (the compiler skips the key of an array compared with one value).
  { tags: ['a', 'b'] },
  { tags: { $ne: ['a', 'b'] } },
  { at: { $gte: new Date(1500) } },
  { 'nested.x': 2 },
  { 'nested.list.y': 3 },
  { 'nested.list': { $elemMatch: { y: { $gt: 5 } } } },
  { n: { $elemMatch: { $gt: 15 } } },
  { _id: id },
  { holders: new ObjectId(id.toHexString()) },
  { holders: { $in: [new ObjectId(), new ObjectId(id.toHexString())] } },
  { holders: { $nin: [new ObjectId(), new ObjectId(id.toHexString())] } },
  { _id: { $nin: [new ObjectId(id.toHexString())] } },
  { holders: { $ne: id } },
  { _id: { $ne: id } },
  { $or: [{ n: 5 }, { s: 'date' }] },
  { $and: [{ n: { $exists: true } }, { s: { $type: 'string' } }] },
  { $nor: [{ n: 5 }, { tags: 'b' }] },
];

describe('the filter compiler', () => {
  it.each(filters.map((filter) => [JSON.stringify(filter), filter]))('matches what mingo matches for %s', (_label, filter) => {
    const predicate = compileFilter(filter);
    const query = new Query(filter, {});
    expect(documents.map((document) => predicate(document))).toEqual(documents.map((document) => query.test(document)));
  });

  it('matches a listed array in $in against the whole array, as MongoDB does (mingo does not)', () => {
    expect(documents.map(compileFilter({ n: { $in: [[1, 20], 7] } }))).toEqual([false, false, false, false, true]);
    expect(documents.map(compileFilter({ tags: { $in: ['z', []] } }))).toEqual([false, true, false, false, false]);
  });

  it('matches $mod against numbers only (mingo also matches null there; MongoDB does not)', () => {
    const predicate = compileFilter({ n: { $mod: [5, 0] } });
    expect(documents.map((document) => predicate(document))).toEqual([true, true, false, false, true]);
  });
});
