import { ObjectId, type Document } from 'bson';
import { keyString } from '../indexes/key-string.js';
import type { KeyRange, OrderedIndex } from '../indexes/ordered-index.js';
import { combinations, MAX_LOOKUP_KEYS, type SecondaryIndex } from '../indexes/secondary-index.js';
import type { Collection } from './collection.js';
import { isPlainObject } from './plain-object.js';

/**
 * Picks the documents a filter can possibly match without scanning: by _id, or through a declared index whose
 * leading fields the filter pins to one value or an $in list, walking only the range the filter puts on the next
 * field (numbers, dates or ObjectIds). Returns undefined when no index applies (the caller scans). Documents are read as the
 * caller iterates, so a query with a limit decodes only the candidates it looks at. Candidates are always re-checked
 * against the full filter, so an index only ever has to return a superset.
 */
export function indexedCandidates(collection: Collection, filter: Document): Iterable<Document> | undefined {
  const pinned = pinnedFields(filter);
  const ids = pinned.get('_id');
  if (ids) return documentsOf(collection, ids.map(keyString));
  const walked = rangeWalk(collection, pinned, fieldRanges(filter));
  if (walked) return documentsOf(collection, walked);
  const best = bestIndex(collection, pinned);
  if (!best) return undefined;
  const found = best.index.lookup(pinnedPrefix(best.index, best.prefixLength, pinned));
  return found && documentsOf(collection, found);
}

/**
 * The ids under the pinned prefix of the ordered index that pins the most leading fields and bounds the next one with
 * a range, each id once; undefined when no index pins as many fields and bounds the next.
 */
function rangeWalk(collection: Collection, pinned: Map<string, unknown[]>, ranges: Map<string, KeyRange>): Iterable<string> | undefined {
  const longestPinned = bestIndex(collection, pinned)?.prefixLength ?? 0;
  for (const index of lookupIndexes(collection)) {
    const prefixLength = index.pinnedPrefixLength(pinned);
    const range = prefixLength >= longestPinned && prefixLength < index.fields.length ? ranges.get(index.fields[prefixLength]) : undefined;
    const prefixes = range && index.keepsOrder ? combinationsWithin(pinnedPrefix(index, prefixLength, pinned)) : undefined;
    const ordered = prefixes && index.ordered;
    if (ordered) return distinct(prefixes.map((prefix) => ordered.walk(prefix, false, range)));
  }
  return undefined;
}

/** Every choice of one value per list, unless there are more than MAX_LOOKUP_KEYS of them. */
function combinationsWithin(lists: unknown[][]): unknown[][] | undefined {
  return lists.reduce((count, values) => count * values.length, 1) > MAX_LOOKUP_KEYS ? undefined : combinations(lists);
}

/** Each id once: a multikey document has an entry per value, and $in's values may repeat. */
function* distinct(walks: Iterable<string>[]): Generator<string> {
  const seen = new Set<string>();
  for (const walk of walks) {
    for (const id of walk) {
      if (seen.has(id)) continue;
      seen.add(id);
      yield id;
    }
  }
}

/** Up to this many index entries, a bounded range is read whole (then sorted) rather than walked in sort order. */
const SMALL_RANGE = 1000;

/**
 * The documents in the smallest span of an index whose leading fields the filter pins to one value each and whose
 * next field it bounds (a range of numbers, dates or ObjectIds, or a regex anchored on a literal prefix), when that span holds at most
 * SMALL_RANGE entries (a span's size is two binary searches): a word prefix few products have is found without
 * walking every product with a more common key. Undefined otherwise; candidates are re-checked against the filter.
 * A range on walkedField is left out: a sorted walk along it reads only that range already.
 */
export function smallRangeCandidates(collection: Collection, filter: Document, walkedField?: string): Iterable<Document> | undefined {
  const ranges = fieldRanges(filter);
  if (walkedField !== undefined) ranges.delete(walkedField);
  if (ranges.size === 0) return undefined;
  const pinned = pinnedFields(filter);
  let smallest: { ordered: OrderedIndex; prefix: unknown[]; range: KeyRange; size: number } | undefined;
  for (const index of lookupIndexes(collection)) {
    const prefixLength = index.keepsOrder ? singlyPinnedPrefixLength(index, pinned) : index.fields.length;
    const range = prefixLength < index.fields.length ? ranges.get(index.fields[prefixLength]) : undefined;
    const ordered = range && index.ordered;
    if (!range || !ordered) continue;
    const prefix = pinnedPrefix(index, prefixLength, pinned).map((values) => values[0]);
    const size = ordered.spanSize(prefix, range);
    if (size <= SMALL_RANGE && (!smallest || size < smallest.size)) smallest = { ordered, prefix, range, size };
  }
  return smallest && documentsOf(collection, distinct([smallest.ordered.walk(smallest.prefix, false, smallest.range)]));
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
 * or all reversed (then walked backward), and none of the sort fields multikey; a range of numbers, dates or ObjectIds
 * the filter puts on the first sort field bounds the walk. Equal keys come in record order
 * (reversed backward), as from MongoDB's index scan. Undefined when no index gives that order;
 * candidates still have to be checked against the filter.
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
    const range = fieldRanges(filter).get(Object.keys(sort)[0]);
    return documentsOf(collection, ordered.walk(prefix, walk.backward, range));
  }
  return undefined;
}

/**
 * How many documents match, read from an index alone, when the filter is only equalities (a value,
 * or an $in list) on exactly the leading fields of one index (or empty), and at most one range on
 * the index's next field: a prefix regex, or a range of numbers, dates or ObjectIds on a field that is not multikey (an
 * array's elements may meet its two ends apart); else undefined.
 */
export function indexedCount(collection: Collection, filter: Document): number | undefined {
  if (Object.keys(filter).length === 0) return collection.documents.size;
  const shape = countableShape(filter);
  if (!shape || shape.ranges.size > 1) return undefined;
  const { equalities } = shape;
  const [rangeField, range] = [...shape.ranges].at(0) ?? [];
  for (const index of lookupIndexes(collection)) {
    const fields = index.fields.slice(0, equalities.size);
    if (fields.length !== equalities.size || !fields.every((field) => equalities.has(field))) continue;
    if (rangeField !== undefined && (index.fields[fields.length] !== rangeField || !index.keepsOrder)) continue;
    if (range?.byValue && index.ordered?.isMultikey(range.field)) continue;
    const count = index.countPrefix(
      fields.map((field) => equalities.get(field) ?? []),
      range?.keys,
    );
    if (count !== undefined) return count;
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

/**
 * The filter as field → value and field → range when it is nothing but single-value equalities and
 * ranges (of numbers, dates, ObjectIds, or a regex prefix), each field constrained once (also inside $and); else undefined.
 */
function countableShape(filter: Document): { equalities: Map<string, unknown[]>; ranges: Map<string, CountedRange> } | undefined {
  const { conditions, others } = conjuncts(filter);
  if (others) return undefined;
  const equalities = new Map<string, unknown[]>();
  const ranges = new Map<string, CountedRange>();
  for (const [field, condition] of conditions) {
    if (equalities.has(field) || ranges.has(field)) return undefined;
    const values = exactValues(condition);
    const byValue = values ? undefined : valueRange(condition);
    const keys = byValue ?? (values ? undefined : prefixRange(condition));
    if (values) equalities.set(field, values);
    else if (keys) ranges.set(field, { field, keys, byValue: byValue !== undefined });
    else return undefined;
  }
  return { equalities, ranges };
}

/** A range a count reads from an index; one of values (not a regex prefix) cannot be read from a multikey field. */
interface CountedRange {
  field: string;
  keys: KeyRange;
  byValue: boolean;
}

/** The ranges (numbers, dates, ObjectIds, regex prefixes) of the filter's conjuncts, by field (the first one when a field has several). */
function fieldRanges(filter: Document): Map<string, KeyRange> {
  const ranges = new Map<string, KeyRange>();
  for (const [field, condition] of conjuncts(filter).conditions) {
    const range = ranges.has(field) ? undefined : (valueRange(condition) ?? prefixRange(condition));
    if (range) ranges.set(field, range);
  }
  return ranges;
}

/**
 * The strings a regex anchored on a literal prefix can match lie from that prefix up to (not including) the prefix
 * with its last character's successor: /^kit/ within ['kit', 'kiu'). Not for case-insensitive, multiline or
 * extended patterns, nor alternations.
 */
function prefixRange(condition: unknown): KeyRange | undefined {
  const regex = regexOf(condition);
  if (!regex || /[imx]/.test(regex.flags) || regex.source.includes('|')) return undefined;
  const prefix = literalPrefix(regex.source);
  const last = prefix.charCodeAt(prefix.length - 1);
  if (prefix === '' || last === 0xffff) return undefined;
  const successor = prefix.slice(0, -1) + String.fromCharCode(last + 1);
  return { low: { value: prefix, inclusive: true }, high: { value: successor, inclusive: false } };
}

function regexOf(condition: unknown): { source: string; flags: string } | undefined {
  if (condition instanceof RegExp) return condition;
  if (!isPlainObject(condition) || Object.keys(condition).some((key) => key !== '$regex' && key !== '$options')) return undefined;
  const { $regex: pattern, $options: options = '' } = condition;
  if (typeof options !== 'string') return undefined;
  if (pattern instanceof RegExp) return { source: pattern.source, flags: pattern.flags + options };
  return typeof pattern === 'string' ? { source: pattern, flags: options } : undefined;
}

const REGEX_SYNTAX = new Set('.^$*+?()[]{}|\\');
const OPTIONAL = new Set('*?{');

/** The literal text every match of a ^-anchored pattern starts with ('^kit\\.t' → 'kit.t'); '' when none. */
function literalPrefix(source: string): string {
  if (!source.startsWith('^')) return '';
  let prefix = '';
  for (let position = 1; position < source.length; position++) {
    let char = source[position];
    if (char === '\\') {
      const escaped = source.at(position + 1);
      // \d, \w, \b, \u... are classes or assertions: only escaped punctuation is itself.
      if (escaped === undefined || /[\p{L}\p{N}\s]/u.test(escaped)) break;
      char = escaped;
      position++;
    } else if (REGEX_SYNTAX.has(char)) break;
    // A character that may be left out (a*, a?, a{0,2}) ends the prefix before it.
    if (OPTIONAL.has(source.at(position + 1) ?? '')) break;
    prefix += char;
  }
  return prefix;
}

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

type RangeType = 'number' | 'date' | 'objectId';

/** The ends of each type's values, for a range open at one end: every date a JavaScript Date can hold lies within. */
const EXTREMES: Record<RangeType, [unknown, unknown]> = {
  number: [-Infinity, Infinity],
  date: [new Date(-8.64e15), new Date(8.64e15)],
  objectId: [new ObjectId('000000000000000000000000'), new ObjectId('ffffffffffffffffffffffff')],
};

/**
 * {$gte: 10, $lt: 30}, {$lt: new Date()} or {$gte: ObjectId(...)} as a key range. One type of numbers, dates or
 * ObjectIds: a comparison matches values of its own type (NaN none), so the range lies within that type, an open end at
 * its extreme (NaN sorts below -Infinity).
 */
function valueRange(condition: unknown): KeyRange | undefined {
  if (!isOperatorObject(condition)) return undefined;
  let type: RangeType | undefined;
  const range: KeyRange = {};
  for (const [operator, value] of Object.entries(condition)) {
    const valueType = rangeValueType(value);
    if (!RANGE_OPERATORS.has(operator) || !valueType || (type && type !== valueType)) return undefined;
    type = valueType;
    const bound = { value, inclusive: operator.endsWith('e') };
    if (operator.startsWith('$g')) range.low = bound;
    else range.high = bound;
  }
  if (!type) return undefined;
  const [lowest, highest] = EXTREMES[type];
  return { low: range.low ?? { value: lowest, inclusive: true }, high: range.high ?? { value: highest, inclusive: true } };
}

function rangeValueType(value: unknown): RangeType | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : 'number';
  if (value instanceof ObjectId) return 'objectId';
  return value instanceof Date && !Number.isNaN(value.getTime()) ? 'date' : undefined;
}

/**
 * The field conditions that must all hold (top level and inside $and), and whether the filter holds anything
 * else ($or, $expr, ...).
 */
function conjuncts(filter: Document, into: [string, unknown][] = []): { conditions: [string, unknown][]; others: boolean } {
  let others = false;
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) {
        if (isPlainObject(clause)) others = conjuncts(clause, into).others || others;
        else others = true;
      }
    } else if (field.startsWith('$')) others = true;
    else into.push([field, condition]);
  }
  return { conditions: into, others };
}

/** The values a condition is nothing but an equality to: {a: 1}, {a: {$eq: 1}}, {a: {$in: [1]}}. */
function exactValues(condition: unknown): unknown[] | undefined {
  if (isOperatorObject(condition) && Object.keys(condition).length !== 1) return undefined;
  return pinnedValues(condition);
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
function pinnedFields(filter: Document): Map<string, unknown[]> {
  const pinned = new Map<string, unknown[]>();
  for (const [field, condition] of conjuncts(filter).conditions) {
    const values = pinned.has(field) ? undefined : pinnedValues(condition);
    if (values) pinned.set(field, values);
  }
  return pinned;
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
