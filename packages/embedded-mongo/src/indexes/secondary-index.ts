import type { Document } from 'bson';
import type { Query } from 'mingo';
import { mingo } from '../storage/mingo.js';
import { CommandError, ErrorCode } from '../command-error.js';
import type { IndexSpec } from './index-spec.js';
import { keyString } from './key-string.js';
import { pathValues } from './path-values.js';
import { foldStrings, parseCollation, type Collation } from '../storage/collation.js';
import { MINGO_OPTIONS } from '../storage/mingo-options.js';
import { FieldNames } from '../storage/encoded-document.js';
import { formatKeyValue } from './duplicate-key-message.js';
import { type KeyRange, OrderedIndex } from './ordered-index.js';

/** Compound keys join the per-field key strings with a byte no key string contains. */
const FIELD_SEPARATOR = '\u0000';
/** Beyond this many key combinations a lookup is not worth it; the planner scans instead. */
export const MAX_LOOKUP_KEYS = 1000;

/** Key strings of one document: keys[d] holds those of the prefix made of the first d + 1 fields. */
export type IndexKeys = string[][];

/**
 * One declared index, so {a, b} pinned by a query can use an index on {a, b, c}: an ordered index
 * (ascending/descending, not sparse) answers lookups and counts by walking its key range; the
 * others keep, for each prefix of their fields, a map from key string to the ids of the documents
 * holding that key (unique indexes keep those maps too, to find a duplicate in one step).
 * Only ascending/descending indexes answer lookups; text, 2dsphere and hashed indexes are kept
 * for listIndexes (and uniqueness) but never used to find documents.
 */
export class SecondaryIndex {
  readonly fields: string[];
  readonly answersLookups: boolean;
  private readonly entriesByPrefix: Map<string, Set<string>>[];
  /** False when the ordered index answers every lookup: the prefix maps would only hold the same entries again. */
  private readonly keyedByPrefix: boolean;
  /** The same entries in key order, for sorted reads; absent when the index omits documents (sparse). */
  private readonly orderedEntries?: OrderedIndex;
  /** Set while the index is declared but not built: it is filled from the collection when first read. */
  private pendingFill?: (index: SecondaryIndex) => void;
  private readonly partialFilter?: Query;
  /** Keys of an index with a collation hold folded strings, so 'Ann' and 'ann' collide under strength 2. */
  private readonly collation?: Collation;
  /** The top-level fields its keys are made of; absent when they depend on more (a partial filter, text or wildcard keys). */
  private readonly topLevelFields?: string[];
  /** The same fields, to read from a recovered document's bytes. */
  readonly readFields?: FieldNames;
  /**
   * Its fields, when each is a top-level one and it keeps nothing but ordered entries: a document whose fields hold a
   * scalar each has the one entry addValues makes of them.
   */
  readonly scalarFields?: FieldNames;

  /** With fill, the index starts empty and is filled (fill calls add for every document) when first read. */
  constructor(
    readonly spec: IndexSpec,
    fill?: (index: SecondaryIndex) => void,
  ) {
    this.pendingFill = fill;
    this.fields = Object.keys(spec.key);
    this.collation = parseCollation(spec.collation);
    // Lookups come from queries without the index's collation, so a collated index only enforces uniqueness.
    this.answersLookups =
      Object.values(spec.key).every((direction) => typeof direction === 'number') && !spec.partialFilterExpression && !this.collation;
    if (spec.partialFilterExpression) this.partialFilter = new (mingo().Query)(spec.partialFilterExpression, MINGO_OPTIONS);
    if (this.answersLookups && !spec.sparse) this.orderedEntries = new OrderedIndex(this.fields, Object.values(spec.key) as number[]);
    this.keyedByPrefix = !this.orderedEntries || this.unique;
    this.entriesByPrefix = this.keyedByPrefix ? this.fields.map(() => new Map()) : [];
    const plainKeys =
      Object.values(spec.key).every((direction) => typeof direction === 'number') && !this.fields.some((field) => field.includes('$'));
    if (plainKeys && !spec.partialFilterExpression) this.topLevelFields = [...new Set(this.fields.map((field) => field.split('.')[0]))];
    if (this.topLevelFields) this.readFields = new FieldNames(this.topLevelFields);
    const topLevelOnly = this.fields.every((field) => !field.includes('.'));
    if (this.orderedEntries && !this.keyedByPrefix && topLevelOnly) this.scalarFields = new FieldNames(this.fields);
  }

  /** The ordered entries, built first if need be; undefined when the index keeps none (sparse, text...). */
  get ordered(): OrderedIndex | undefined {
    this.ensureBuilt();
    return this.orderedEntries;
  }

  /** Whether the index keeps its entries in key order, known without building it. */
  get keepsOrder(): boolean {
    return this.orderedEntries !== undefined;
  }

  /** Whether add and remove use the keys they are given: an index kept in key order alone reads the document. */
  get usesKeys(): boolean {
    return this.keyedByPrefix;
  }

  get isBuilt(): boolean {
    return this.pendingFill === undefined;
  }

  private ensureBuilt(): void {
    const fill = this.pendingFill;
    if (!fill) return;
    this.pendingFill = undefined;
    fill(this);
  }

  /**
   * Whether next holds the very same values (by reference) as previous in every top-level field this index reads,
   * so that its keys are the same without computing them.
   */
  readsOnlySharedFields(previous: Document, next: Document): boolean {
    return this.topLevelFields?.every((field) => previous[field] === next[field]) ?? false;
  }

  /** prepareUnique (collMod) refuses new duplicates while letting existing ones stay, so it checks writes as unique does. */
  get unique(): boolean {
    return this.spec.unique === true || this.spec.prepareUnique === true;
  }

  /** The keys document contributes; none when the index is sparse or partial and skips it. */
  keysOf(document: Document): IndexKeys {
    if (this.partialFilter && !this.partialFilter.test(document)) return [];
    const perField = this.fields.map((field) => this.fieldValues(document, field));
    if (this.spec.sparse && perField.every((values) => values.length === 0)) return [];
    const keys: IndexKeys = [fieldKeys(perField[0])];
    for (let depth = 1; depth < perField.length; depth++) keys.push(extend(keys[depth - 1], fieldKeys(perField[depth])));
    return keys;
  }

  private fieldValues(document: Document, field: string): unknown[] {
    const values = pathValues(document, field);
    const collation = this.collation;
    return collation ? values.map((value) => foldStrings(value, collation)) : values;
  }

  /**
   * Whether an update from previous to next (with their keys, when this index uses keys) leaves its entries here as
   * they are. An index kept in key order alone compares the fields' values instead: a stock take made the key strings
   * of both versions for six indexes on UnitsSold only to compare them.
   */
  keepsEntries(previous: Document, next: Document, previousKeys: IndexKeys, nextKeys: IndexKeys): boolean {
    if (!this.usesKeys) return this.fields.every((field) => sameValues(pathValues(previous, field), pathValues(next, field)));
    return (
      previousKeys.length === nextKeys.length &&
      previousKeys.every(
        (keys, depth) => keys.length === nextKeys[depth].length && keys.every((key, position) => key === nextKeys[depth][position]),
      )
    );
  }

  add(id: string, keys: IndexKeys, document: Document, recordId: number): void {
    if (this.pendingFill) return;
    this.orderedEntries?.add(id, recordId, document);
    if (!this.keyedByPrefix) return;
    keys.forEach((prefixKeys, depth) => {
      const entries = this.entriesByPrefix[depth];
      for (const key of prefixKeys) {
        const ids = entries.get(key);
        if (ids) ids.add(id);
        else entries.set(key, new Set([id]));
      }
    });
  }

  /** add for a document whose scalarFields hold these values, one each (null for a missing one). */
  addValues(id: string, values: unknown[], recordId: number): void {
    if (this.pendingFill) return;
    this.orderedEntries?.addValues(id, recordId, values);
  }

  remove(id: string, keys: IndexKeys, document: Document, recordId: number): void {
    if (this.pendingFill) return;
    this.orderedEntries?.remove(id, recordId, document);
    if (!this.keyedByPrefix) return;
    keys.forEach((prefixKeys, depth) => {
      const entries = this.entriesByPrefix[depth];
      for (const key of prefixKeys) {
        const ids = entries.get(key);
        if (!ids) continue;
        ids.delete(id);
        if (ids.size === 0) entries.delete(key);
      }
    });
  }

  /** Throws MongoDB's duplicate key error if another document already holds one of keys. */
  assertUnique(id: string, keys: IndexKeys, document: Document, namespace: string): void {
    if (!this.unique || keys.length === 0) return;
    this.ensureBuilt();
    const entries = this.entriesByPrefix[this.fields.length - 1];
    for (const key of keys[this.fields.length - 1]) {
      const holders = entries.get(key);
      if (holders && (holders.size > 1 || !holders.has(id))) throw this.duplicateKeyError(document, namespace);
    }
  }

  /** How many leading fields of this index the query pins to values (0: the index cannot help). */
  pinnedPrefixLength(pinned: Map<string, unknown[]>): number {
    if (!this.answersLookups) return 0;
    const firstUnpinned = this.fields.findIndex((field) => !pinned.has(field));
    return firstUnpinned === -1 ? this.fields.length : firstUnpinned;
  }

  /** Ids of documents whose leading fields match one of the given value lists (one list per field). */
  lookup(valuesPerField: unknown[][]): Set<string> | undefined {
    const combinationCount = valuesPerField.reduce((count, values) => count * values.length, 1);
    if (combinationCount > MAX_LOOKUP_KEYS) return undefined;
    const ordered = this.ordered;
    if (ordered && !this.keyedByPrefix) {
      const found = new Set<string>();
      for (const prefix of combinations(valuesPerField)) for (const id of ordered.walk(prefix, false)) found.add(id);
      return found;
    }
    const entries = this.entriesByPrefix[valuesPerField.length - 1];
    const found = new Set<string>();
    for (const key of cartesian(valuesPerField.map((values) => values.map(keyString)))) {
      for (const id of entries.get(key) ?? []) found.add(id);
    }
    return found;
  }

  /**
   * How many documents hold, in the leading fields, one of the values listed for each, and a value in range in the
   * next field; undefined when this index cannot count so (it keeps no order, or the lists make too many keys).
   */
  countPrefix(valuesPerField: unknown[][], range?: KeyRange): number | undefined {
    const ordered = this.ordered;
    const single = valuesPerField.every((values) => values.length === 1);
    if (ordered && (range || !single || !this.keyedByPrefix)) {
      const combinationCount = valuesPerField.reduce((count, values) => count * values.length, 1);
      if (combinationCount > MAX_LOOKUP_KEYS) return undefined;
      // {$in: [1, 1]} names one key: its span is counted once.
      const distinct = valuesPerField.map((values) => [...new Map(values.map((value) => [keyString(value), value])).values()]);
      return ordered.countPrefixes(combinations(distinct), range);
    }
    if (range || !single) return undefined;
    return (
      this.entriesByPrefix[valuesPerField.length - 1].get(valuesPerField.map((values) => keyString(values[0])).join(FIELD_SEPARATOR))
        ?.size ?? 0
    );
  }

  duplicateKeyError(document: Document, namespace: string): CommandError {
    const keyValue: Document = {};
    for (const field of this.fields) keyValue[field] = pathValues(document, field)[0] ?? null;
    return new CommandError(
      ErrorCode.DuplicateKey,
      `E11000 duplicate key error collection: ${namespace} index: ${this.spec.name} dup key: ${formatKeyValue(keyValue)}`,
      { keyPattern: this.spec.key, keyValue },
    );
  }
}

function sameValues(previous: unknown[], next: unknown[]): boolean {
  return (
    previous.length === next.length &&
    previous.every((value, position) => value === next[position] || keyString(value) === keyString(next[position]))
  );
}

/** Key strings of one field's values; a missing field is keyed as null. */
function fieldKeys(values: unknown[]): string[] {
  if (values.length === 0) return ['null'];
  if (values.length === 1) return [keyString(values[0])];
  return [...new Set(values.map(keyString))];
}

/** Every prefix key followed by every key of the next field. */
function extend(prefixes: string[], next: string[]): string[] {
  if (prefixes.length === 1 && next.length === 1) return [prefixes[0] + FIELD_SEPARATOR + next[0]];
  return prefixes.flatMap((prefix) => next.map((key) => prefix + FIELD_SEPARATOR + key));
}

/** Every choice of one value per list. */
export function combinations(lists: unknown[][]): unknown[][] {
  return lists.reduce<unknown[][]>((prefixes, values) => prefixes.flatMap((prefix) => values.map((value) => [...prefix, value])), [[]]);
}

function cartesian(lists: string[][]): string[] {
  return lists.slice(1).reduce(extend, lists[0]);
}
