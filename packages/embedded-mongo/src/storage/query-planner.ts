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
  const found = best.index.lookup(pinnedPrefix(best.index, best.prefixLength, pinned));
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
  const sortField = Object.keys(sort ?? {}).at(0);
  if (sortField === undefined) return undefined;
  return collection.indexSpecs().find((spec) => Object.keys(spec.key)[0] === sortField)?.key;
}

/**
 * The documents filter can match, in sort order, read by walking an index: its leading fields
 * pinned by the filter to one value each, its next fields the sort, all in the index's directions
 * or all reversed (then walked backward), and none of the sort fields multikey. Equal keys come in
 * record order (reversed backward), as from MongoDB's index scan. Undefined when no index gives
 * that order; candidates still have to be checked against the filter.
 */
export function sortedCandidates(collection: Collection, filter: Document, sort: Document): Iterable<Document> | undefined {
  const pinned = pinnedFields(filter);
  const walks: { index: SecondaryIndex; prefixLength: number; backward: boolean }[] = [];
  for (const index of lookupIndexes(collection)) {
    if (!index.keepsOrder) continue;
    const prefixLength = singlyPinnedPrefixLength(index, pinned);
    const direction = walkDirection(index, prefixLength, sort);
    if (direction) walks.push({ index, prefixLength, backward: direction === -1 });
  }
  // Only the index chosen is read (and built, if it is not yet): the longest pinned prefix first.
  for (const walk of walks.sort((a, b) => b.prefixLength - a.prefixLength)) {
    const ordered = walk.index.ordered;
    if (!ordered || Object.keys(sort).some((field) => ordered.isMultikey(field))) continue;
    const prefix = pinnedPrefix(walk.index, walk.prefixLength, pinned).map((values) => values[0]);
    return documentsOf(collection, ordered.walk(prefix, walk.backward));
  }
  return undefined;
}

/**
 * How many documents match, read from an index alone, when the filter is only single-value
 * equalities on exactly the leading fields of one index (or empty); else undefined.
 */
export function indexedCount(collection: Collection, filter: Document): number | undefined {
  if (Object.keys(filter).length === 0) return collection.documents.size;
  const equalities = equalityFields(filter);
  if (!equalities) return undefined;
  for (const index of lookupIndexes(collection)) {
    const fields = index.fields.slice(0, equalities.size);
    if (fields.length === equalities.size && fields.every((field) => equalities.has(field))) {
      return index.countPrefix(fields.map((field) => equalities.get(field)));
    }
  }
  return undefined;
}

/** The values the filter pins each of the index's first prefixLength fields to (all pinned, or prefixLength would be shorter). */
function pinnedPrefix(index: SecondaryIndex, prefixLength: number, pinned: Map<string, unknown[]>): unknown[][] {
  return index.fields.slice(0, prefixLength).map((field) => {
    const values = pinned.get(field);
    if (!values) throw new Error(`query planner: index field '${field}' is not pinned by the filter`);
    return values;
  });
}

function lookupIndexes(collection: Collection): SecondaryIndex[] {
  return [...collection.indexes.values()].filter((index) => index.answersLookups && index.spec.hidden !== true);
}

function singlyPinnedPrefixLength(index: SecondaryIndex, pinned: Map<string, unknown[]>): number {
  const firstUnpinned = index.fields.findIndex((field) => pinned.get(field)?.length !== 1);
  return firstUnpinned === -1 ? index.fields.length : firstUnpinned;
}

/** 1 if walking index forward from its prefixLength-th field yields sort's order (its fields not multikey), -1 if backward. */
function walkDirection(index: SecondaryIndex, prefixLength: number, sort: Document): 1 | -1 | undefined {
  const sortFields = Object.entries(sort);
  if (sortFields.length === 0 || prefixLength + sortFields.length > index.fields.length) return undefined;
  const relative = sortFields.map(([field, direction], offset) => {
    const indexField = index.fields[prefixLength + offset];
    if (field !== indexField || (direction !== 1 && direction !== -1)) return 0;
    return direction * (index.spec.key[indexField] as number);
  });
  return relative.every((direction) => direction === relative[0] && direction !== 0) ? (relative[0] as 1 | -1) : undefined;
}

/** The filter as field → value when it is nothing but single-value equalities (also inside $and). */
function equalityFields(filter: Document, into = new Map<string, unknown>()): Map<string, unknown> | undefined {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition) && condition.every(isPlainObject)) {
      if (condition.some((clause) => !equalityFields(clause, into))) return undefined;
      continue;
    }
    const values = field.startsWith('$') || into.has(field) ? undefined : exactValues(condition);
    if (values?.length !== 1) return undefined;
    into.set(field, values[0]);
  }
  return into;
}

/** The values a condition is nothing but an equality to: {a: 1}, {a: {$eq: 1}}, {a: {$in: [1]}}. */
function exactValues(condition: unknown): unknown[] | undefined {
  if (isOperatorObject(condition) && Object.keys(condition).length !== 1) return undefined;
  return pinnedValues(condition);
}

function documentsByKeys(collection: Collection, keys: Iterable<string>): Document[] {
  const documents: Document[] = [];
  for (const document of documentsOf(collection, keys)) documents.push(document);
  return documents;
}

function* documentsOf(collection: Collection, keys: Iterable<string>): Generator<Document> {
  for (const key of keys) {
    const document = collection.documents.get(key);
    if (document) yield document;
  }
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
