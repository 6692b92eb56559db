import type { Document } from 'bson';
import { badValue } from '../command-error.js';
import { compareValues } from './bson-order.js';
import type { Collation } from './collation.js';
import { leafValues } from './query-paths.js';

interface SortKey {
  path: string;
  direction: 1 | -1;
}

interface Decorated {
  document: Document;
  values: unknown[];
}

/**
 * Sorts like MongoDB: by BSON order across types, missing as null, an array by its smallest
 * element ascending and its largest descending. Ties keep their input order. With keep, only
 * the first keep documents are returned (a page), found without sorting everything.
 */
export function sortDocuments(documents: Document[], sort: Document, keep = 0, collation?: Collation): Document[] {
  const keys = parseSort(sort);
  const compareKeys = collation ? collatedComparer(collation) : compareSortValues;
  const compare = (a: Decorated, b: Decorated) => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareKeys(a.values[i], b.values[i]);
      if (order !== 0) return order * keys[i].direction;
    }
    return 0;
  };
  const decorate = (document: Document): Decorated => {
    const values = new Array<unknown>(keys.length);
    for (let i = 0; i < keys.length; i++) values[i] = sortValue(document, keys[i]);
    return { document, values };
  };
  if (keep > 0 && keep * 8 < documents.length) return firstInOrder(documents, keep, decorate, compare);
  return documents
    .map(decorate)
    .sort(compare)
    .map((entry) => entry.document);
}

/** The keep smallest documents in order, by binary insertion into a bounded list. */
function firstInOrder(
  documents: Document[],
  keep: number,
  decorate: (document: Document) => Decorated,
  compare: (a: Decorated, b: Decorated) => number,
): Document[] {
  const best: Decorated[] = [];
  for (const document of documents) {
    const entry = decorate(document);
    if (best.length === keep && compare(entry, best[keep - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(entry, best[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    best.splice(low, 0, entry);
    if (best.length > keep) best.pop();
  }
  return best.map((entry) => entry.document);
}

function parseSort(sort: Document): SortKey[] {
  return Object.entries(sort).map(([path, direction]) => {
    const value = Number(direction);
    if (value !== 1 && value !== -1) throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return { path, direction: value };
  });
}

/** compareValues with shortcuts for the types catalogues sort by. */
function compareSortValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number' && !Number.isNaN(a) && !Number.isNaN(b)) return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return compareValues(a, b);
}

function collatedComparer(collation: Collation): (a: unknown, b: unknown) => number {
  return (a, b) => (typeof a === 'string' && typeof b === 'string' ? collation.compare(a, b) : compareValues(a, b));
}

function sortValue(document: Document, key: SortKey): unknown {
  if (!key.path.includes('.')) {
    const value = document[key.path];
    if (!Array.isArray(value)) return value;
  }
  const candidates: unknown[] = [];
  for (const leaf of leafValues(document, key.path)) {
    if (Array.isArray(leaf)) candidates.push(...(leaf.length > 0 ? leaf : [undefined]));
    else candidates.push(leaf);
  }
  let best = candidates[0];
  for (let i = 1; i < candidates.length; i++) {
    const order = compareValues(candidates[i], best);
    if (key.direction === 1 ? order < 0 : order > 0) best = candidates[i];
  }
  return best;
}
