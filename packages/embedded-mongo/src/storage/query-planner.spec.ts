import { type Document, ObjectId } from 'bson';
import { describe, expect, it, vi } from 'vitest';
import { Catalog } from './catalog.js';
import { Journal } from './journal.js';
import { matchingDocuments } from './document-query.js';
import { indexedCandidates, indexedCount, smallRangeCandidates, sortedCandidates } from './query-planner.js';

function productsCollection() {
  const products = new Catalog(new Journal(undefined, () => undefined)).collectionForWrite('shop', 'products');
  products.createIndex({ v: 2, key: { sku: 1 }, name: 'sku_1', unique: true });
  products.createIndex({ v: 2, key: { display: 1, category: 1, createdAt: -1 }, name: 'catalogue' });
  products.createIndex({ v: 2, key: { display: 1, category: 1, price: 1 }, name: 'by_price' });
  products.createIndex({ v: 2, key: { display: 1, sold: -1 }, name: 'best_selling' });
  for (let n = 0; n < 100; n++) {
    const category = ['mugs', 'plush', 'pins'][n % 3];
    products.insert({ _id: n, sku: `sku-${n}`, display: n % 2 === 0, category, createdAt: new Date(n), price: n % 10, sold: n % 7 });
  }
  return products;
}

/** The _ids of the candidates a planner function returns, in its order. */
const idsOf = (candidates: Iterable<Document> | undefined) =>
  candidates ? [...candidates].map((document) => document._id as unknown) : undefined;

describe('the query planner', () => {
  const products = productsCollection();

  it('finds by _id without scanning', () => {
    expect(idsOf(indexedCandidates(products, { _id: 7 }))).toEqual([7]);
    expect(idsOf(indexedCandidates(products, { _id: { $in: [1, 2, 500] } }))).toEqual([1, 2]);
  });

  it('finds by a unique key through its index', () => {
    expect(idsOf(indexedCandidates(products, { sku: 'sku-42', display: true }))).toEqual([42]);
  });

  it('uses the pinned leading fields of a compound index', () => {
    const candidates = [...indexedCandidates(products, { display: true, category: 'plush', sold: { $gt: 3 } })!];
    expect(candidates.every((document) => document.display === true && document.category === 'plush')).toBe(true);
    expect(candidates).toHaveLength(16);
  });

  it('walks only the dates a range on the field after the pinned prefix allows', () => {
    const after50 = { display: true, category: 'plush', createdAt: { $gt: new Date(50) } };
    expect(idsOf(indexedCandidates(products, after50))).toEqual([94, 88, 82, 76, 70, 64, 58, 52]);
    const before20 = { display: true, category: { $in: ['plush', 'mugs'] }, createdAt: { $lt: new Date(20) } };
    expect((idsOf(indexedCandidates(products, before20)) as number[]).sort((a, b) => a - b)).toEqual([0, 4, 6, 10, 12, 16, 18]);
    expect(idsOf(indexedCandidates(products, { display: true, category: 'plush', createdAt: { $lt: 50 } }))).toEqual([]);
  });

  it('reads only the documents a limited query looks at', () => {
    const reads = vi.spyOn(products.documents, 'get');
    const found = matchingDocuments(products, { display: true, category: 'plush', createdAt: { $lt: new Date() } }, 2);
    expect(found.map((document) => document._id)).toEqual([94, 88]);
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });

  it('finds and counts by date as before once a date field also holds other types', () => {
    const events = new Catalog(new Journal(undefined, () => undefined)).collectionForWrite('shop', 'events');
    events.createIndex({ v: 2, key: { kind: 1, at: -1 }, name: 'kind_at' });
    for (let n = 0; n < 20; n++) events.insert({ _id: n, kind: n % 2 === 0 ? 'a' : 'b', at: new Date(n * 10) });
    const filters: Document[] = [
      { kind: 'a', at: new Date(40) },
      { kind: 'a', at: { $gte: new Date(40), $lt: new Date(120) } },
      { kind: 'b', at: { $lt: new Date(55) } },
      { kind: 'a', at: 'soon' },
      { kind: 'a', at: null },
    ];
    const check = () => {
      for (const filter of filters) {
        const expected = matchingDocuments(events, filter).length;
        expect([...indexedCandidates(events, filter)!].filter((document) => document.kind === filter.kind).length >= expected).toBe(true);
        expect(indexedCount(events, filter) ?? expected, JSON.stringify(filter)).toBe(expected);
      }
    };
    check();
    events.remove(events.documents.get('n4')!);
    expect(indexedCount(events, { kind: 'a', at: { $lte: new Date(60) } })).toBe(3);
    events.insert({ _id: 'later', kind: 'a', at: 'soon' });
    events.insert({ _id: 'none', kind: 'a' });
    events.insert({ _id: 'date', kind: 'a', at: new Date(60) });
    check();
    expect(idsOf(matchingDocuments(events, { kind: 'a', at: { $lt: new Date(35) } }))).toEqual([2, 0]);
    events.remove(events.documents.get('n6')!);
    expect(indexedCount(events, { kind: 'a', at: { $lte: new Date(60) } })).toBe(3);
  });

  it('walks an ObjectId range over an array field to the documents holding an id, each once', () => {
    const orders = new Catalog(new Journal(undefined, () => undefined)).collectionForWrite('shop', 'orders');
    orders.createIndex({ v: 2, key: { pending: 1 }, name: 'pending_1' });
    const id = (n: number) => new ObjectId(n.toString(16).padStart(24, '0'));
    for (let n = 0; n < 50; n++) orders.insert({ _id: n, pending: n % 10 === 0 ? [id(n), id(n + 1)] : [] });
    const holdingAnId = { pending: { $gte: id(0) } };
    const reads = vi.spyOn(orders.documents, 'get');
    expect(idsOf(indexedCandidates(orders, holdingAnId))).toEqual([0, 10, 20, 30, 40]);
    expect(reads).toHaveBeenCalledTimes(5);
    reads.mockRestore();
    expect(idsOf(indexedCandidates(orders, { pending: { $lt: id(21) } }))).toEqual([0, 10, 20]);
  });

  it('walks a date range on the leading field of an index, each multikey document once', () => {
    const events = new Catalog(new Journal(undefined, () => undefined)).collectionForWrite('shop', 'events');
    events.createIndex({ v: 2, key: { at: 1 }, name: 'at_1' });
    for (let n = 0; n < 10; n++) events.insert({ _id: n, at: [new Date(n), new Date(n + 1)] });
    expect(idsOf(indexedCandidates(events, { at: { $gte: new Date(3), $lte: new Date(5) } }))).toEqual([2, 3, 4, 5]);
  });

  it('scans (returns undefined) when no index has a pinned leading field', () => {
    expect(indexedCandidates(products, { category: 'plush' })).toBeUndefined();
    expect(indexedCandidates(products, { sku: /sku-1/ })).toBeUndefined();
    expect(indexedCandidates(products, { sku: null })).toBeUndefined();
  });

  it('follows updates and deletes', () => {
    const mugs = productsCollection();
    const stored = mugs.documents.get('n3')!;
    mugs.replace(stored, { ...stored, sku: 'renamed' });
    expect(idsOf(indexedCandidates(mugs, { sku: 'sku-3' }))).toEqual([]);
    expect(idsOf(indexedCandidates(mugs, { sku: 'renamed' }))).toEqual([3]);
    mugs.remove(mugs.documents.get('n3')!);
    expect(idsOf(indexedCandidates(mugs, { sku: 'renamed' }))).toEqual([]);
    expect(idsOf(indexedCandidates(mugs, { _id: new ObjectId() }))).toEqual([]);
  });

  it('reads a sort along an index after its pinned prefix, forward or backward', () => {
    const newest = [...sortedCandidates(products, { display: true, category: 'plush' }, { createdAt: -1 })!].map(
      (document) => document._id,
    );
    expect(newest.slice(0, 3)).toEqual([94, 88, 82]);
    const oldest = [...sortedCandidates(products, { display: true, category: 'plush' }, { createdAt: 1 })!].map((document) => document._id);
    expect(oldest).toEqual([...newest].reverse());
  });

  it('sorts instead when the sort does not follow an index', () => {
    expect(sortedCandidates(products, { display: true }, { name: 1 })).toBeUndefined();
    expect(sortedCandidates(products, { display: true }, { createdAt: -1 })).toBeUndefined();
    expect(sortedCandidates(products, { display: true }, { category: 1, createdAt: 1 })).toBeUndefined();
  });

  it('counts equalities on leading index fields without reading documents, and nothing else', () => {
    expect(indexedCount(products, { display: true, category: 'plush' })).toBe(16);
    expect(indexedCount(products, { $and: [{ display: false }] })).toBe(50);
    expect(indexedCount(products, { display: true, createdAt: { $gt: new Date(50) } })).toBeUndefined();
    expect(indexedCount(products, { display: { $eq: true, $ne: false } })).toBeUndefined();
  });

  it('walks only the part of an index within a numeric range on the sort field, in either direction', () => {
    const ids = (documents: Iterable<Document>) => [...documents].map((document) => document._id as number);
    const byPrice = { display: true, category: 'plush', price: { $gt: 2, $lte: 6 } };
    const walked = [...sortedCandidates(products, byPrice, { price: 1 })!];
    expect(walked.map((document) => document.price)).toEqual([4, 4, 4, 4, 6, 6, 6]);
    expect(ids(walked).sort()).toEqual(ids(matchingDocuments(products, byPrice)).sort());
    const bestSelling = { display: true, sold: { $gte: 2, $lt: 4 } };
    const walkedBack = [...sortedCandidates(products, bestSelling, { sold: 1 })!];
    expect(walkedBack.map((document) => document.sold)).toEqual([...Array<number>(7).fill(2), ...Array<number>(7).fill(3)]);
    expect(ids(walkedBack).sort()).toEqual(ids(matchingDocuments(products, bestSelling)).sort());
  });

  it('counts a numeric range on the index field after the equalities from the index alone', () => {
    expect(indexedCount(products, { display: true, $and: [{ category: 'plush' }, { price: { $gt: 2, $lte: 6 } }] })).toBe(7);
    expect(indexedCount(products, { display: true, category: 'plush', price: { $gte: '3' } })).toBeUndefined();
    expect(indexedCount(products, { display: true, category: 'plush', price: { $gt: 2, $ne: 4 } })).toBeUndefined();
    expect(indexedCount(products, { display: true, $or: [{ category: 'plush' }], price: { $gt: 2 } })).toBeUndefined();
  });

  it('reads a small span of words beginning with a prefix instead of every document under a more common key', () => {
    const words = new Catalog(new Journal(undefined, () => undefined)).collectionForWrite('shop', 'words');
    words.createIndex({ v: 2, key: { listed: 1, words: 1 }, name: 'words' });
    for (let n = 0; n < 3000; n++) words.insert({ _id: n, listed: true, words: [n % 1000 === 0 ? 'kit.ty' : 'kitten', `w${n}`] });
    const ids = (filter: Document) => idsOf(smallRangeCandidates(words, filter));

    expect(ids({ listed: true, words: { $regex: '^kit\\.t' } })).toEqual([0, 1000, 2000]);
    expect(ids({ listed: true, words: /^kity/ })).toEqual([]);
    expect(ids({ listed: true, words: { $regex: '^kitten' } })).toBeUndefined();
    expect(ids({ listed: true, words: { $regex: '^kity', $options: 'i' } })).toBeUndefined();
    expect(ids({ listed: true, words: { $regex: '^kity?' } })).toBeUndefined();
    expect(ids({ listed: true, words: { $regex: 'kity' } })).toBeUndefined();
    expect(ids({ listed: true, words: { $regex: '^kity|^w' } })).toBeUndefined();
  });

  it('counts $in lists and word prefixes over a multikey index from the index, each document once', () => {
    const words = new Catalog(new Journal(undefined, () => undefined)).collectionForWrite('shop', 'words');
    words.createIndex({ v: 2, key: { listed: 1, words: 1 }, name: 'words' });
    for (let n = 0; n < 30; n++)
      words.insert({ _id: n, listed: n % 3 !== 0, words: n % 2 === 0 ? ['kitty', 'kitten', `w${n}`] : ['bear'] });
    const filters = [
      { listed: true, words: { $in: ['kitty', 'kitten', 'bear'] } },
      { listed: true, words: { $in: ['kitty', 'w4'] } },
      { listed: true, $and: [{ words: { $regex: '^kit' } }] },
      { listed: false, words: /^w1/ },
      { listed: true, words: { $in: [] } },
      { listed: { $in: [true, true, false] }, words: { $in: ['bear', 'bear'] } },
    ];
    for (const filter of filters) expect(indexedCount(words, filter), JSON.stringify(filter)).toBe(matchingDocuments(words, filter).length);
    expect(indexedCount(words, { listed: true, words: { $regex: '^kit', $options: 'i' } })).toBeUndefined();
  });

  it('counts a range as the documents read and matched do', () => {
    const filters = [
      { display: true, category: 'plush', createdAt: { $gte: new Date(40), $lt: new Date(70) } },
      { display: false, category: 'mugs', createdAt: { $lte: new Date(33) } },
      { display: true, category: 'mugs', price: { $gte: 3 } },
      { display: false, sold: { $lte: 0 } },
      { display: true, sold: { $gt: 6 } },
      { display: true, category: 'pins', price: { $gt: 4, $lt: 4 } },
    ];
    for (const filter of filters) expect(indexedCount(products, filter)).toBe(matchingDocuments(products, filter).length);
  });
});
