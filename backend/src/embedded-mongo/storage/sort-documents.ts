import type { Document } from 'bson';
import { badValue } from '../command-error.js';
import { compareValues } from './bson-order.js';
import { leafValues } from './query-paths.js';

interface SortKey {
  path: string;
  direction: 1 | -1;
}

/**
 * Sorts like MongoDB: by BSON order across types, missing as null, an array by its smallest
 * element ascending and its largest descending. Ties keep their input order.
 */
export function sortDocuments(documents: Document[], sort: Document): Document[] {
  const keys = parseSort(sort);
  const decorated = documents.map((document) => ({ document, values: keys.map((key) => sortValue(document, key)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareValues(a.values[i], b.values[i]);
      if (order !== 0) return order * keys[i].direction;
    }
    return 0;
  });
  return decorated.map((entry) => entry.document);
}

function parseSort(sort: Document): SortKey[] {
  return Object.entries(sort).map(([path, direction]) => {
    const value = Number(direction);
    if (value !== 1 && value !== -1) throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    return { path, direction: value };
  });
}

function sortValue(document: Document, key: SortKey): unknown {
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
