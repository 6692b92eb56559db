import type { Document } from 'bson';
import { keyString } from '../indexes/key-string.js';
import type { SecondaryIndex } from '../indexes/secondary-index.js';
import type { Collection } from './collection.js';
import { isPlainObject } from './plain-object.js';

/**
 * Picks the documents a filter can possibly match without scanning: by _id, or through a
 * declared index whose leading fields the filter pins to one value or an $in list. Returns
 * undefined when no index applies (the caller scans). Candidates are always re-checked against
 * the full filter, so an index only ever has to return a superset.
 */
export function indexedCandidates(collection: Collection, filter: Document): Document[] | undefined {
  const pinned = pinnedFields(filter);
  if (pinned.size === 0) return undefined;
  const ids = pinned.get('_id');
  if (ids) return documentsByKeys(collection, ids.map(keyString));
  const best = bestIndex(collection, pinned);
  if (!best) return undefined;
  const found = best.index.lookup(best.index.fields.slice(0, best.prefixLength).map((field) => pinned.get(field)!));
  return found && documentsByKeys(collection, found);
}

/**
 * The key pattern of the index MongoDB's planner would scan for this filter and sort (for
 * returnKey): the _id index or a declared one the filter pins, else one whose leading field is
 * the first sort field; undefined for a collection scan.
 */
export function plannedIndexKey(collection: Collection, filter: Document, sort: Document | undefined): Document | undefined {
  const pinned = pinnedFields(filter);
  if (pinned.has('_id')) return { _id: 1 };
  const best = bestIndex(collection, pinned);
  if (best) return best.index.spec.key;
  const sortField = Object.keys(sort ?? {})[0];
  if (sortField === undefined) return undefined;
  return collection.indexSpecs().find((spec) => Object.keys(spec.key)[0] === sortField)?.key;
}

function documentsByKeys(collection: Collection, keys: Iterable<string>): Document[] {
  const documents: Document[] = [];
  for (const key of keys) {
    const document = collection.documents.get(key);
    if (document) documents.push(document);
  }
  return documents;
}

/** The index with the longest prefix of fields pinned by the query, if any. */
function bestIndex(collection: Collection, pinned: Map<string, unknown[]>): { index: SecondaryIndex; prefixLength: number } | undefined {
  let best: { index: SecondaryIndex; prefixLength: number } | undefined;
  for (const index of collection.indexes.values()) {
    if (index.spec.hidden === true) continue;
    const prefixLength = index.pinnedPrefixLength(pinned);
    if (prefixLength > 0 && (!best || prefixLength > best.prefixLength)) best = { index, prefixLength };
  }
  return best;
}

/** Fields the filter restricts to listed values: {a: 1}, {a: {$eq: 1}}, {a: {$in: [1, 2]}}, also inside $and. */
function pinnedFields(filter: Document, into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) pinnedFields(clause, into);
      continue;
    }
    if (field.startsWith('$') || into.has(field)) continue;
    const values = pinnedValues(condition);
    if (values) into.set(field, values);
  }
  return into;
}

function pinnedValues(condition: unknown): unknown[] | undefined {
  if (!isOperatorObject(condition)) return isLookupValue(condition) ? [condition] : undefined;
  if ('$eq' in condition) return isLookupValue(condition.$eq) ? [condition.$eq] : undefined;
  if (Array.isArray(condition.$in) && condition.$in.every(isLookupValue)) return condition.$in;
  return undefined;
}

/**
 * Values an index lookup finds exactly. Null also matches missing fields and arrays match
 * both whole arrays and elements, so those (and regexes) are left to a scan.
 */
function isLookupValue(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if (isPlainObject(value)) return !Object.keys(value).some((key) => key.startsWith('$'));
  return true;
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys[0].startsWith('$');
}
