import type { Document } from 'bson';
import { compareValues, typeRank } from '../storage/bson-order.js';
import { keyString } from './key-string.js';
import { pathValues } from './path-values.js';

/**
 * One index entry as one array of exactly its size: the id of its document, its record id, then the indexed values of
 * one key combination: 120 bytes an entry of three fields (values apart) where an object holding a values array took
 * 290, and a write still moves one array, not one per part of the entry. RSS in bench:restart: see its header.
 */
type Entry = unknown[];
const ID = 0;
const RECORD_ID = 1;
const FIRST_VALUE = 2;

function entryOf(id: string, recordId: number, values: unknown[]): Entry {
  const entry: Entry = new Array<unknown>(FIRST_VALUE + values.length);
  entry[ID] = id;
  entry[RECORD_ID] = recordId;
  values.forEach((value, field) => (entry[FIRST_VALUE + field] = value));
  return entry;
}

const idOf = (entry: Entry) => entry[ID] as string;
const recordIdOf = (entry: Entry) => entry[RECORD_ID] as number;

/** One end of a range on the field after a walk's prefix. */
export interface RangeBound {
  value: unknown;
  inclusive: boolean;
}

/** The values a field after the prefix lies between (by value, whatever the index's direction); a missing end is open. */
export interface KeyRange {
  low?: RangeBound;
  high?: RangeBound;
}

/** Up to this many entries added since the last read are spliced in; more are sorted and merged in one pass. */
const SPLICE_LIMIT = 32;

const DATE_RANK = typeRank(new Date(0));

/** How a field of the index holds its values: dates as their times while it holds nothing else, or values as they are. */
type FieldForm = 'times' | 'values';

/**
 * The entries of an ascending/descending index kept sorted as MongoDB's B-tree keeps them: by
 * key, each field in its direction, then by record id. Sorted arrays: a read walks a range in
 * order without sorting anything. Entries added are held back until the next read, so a bulk
 * insert costs one sort and merge instead of moving the whole array for each entry.
 */
export class OrderedIndex {
  private entries: Entry[] = [];
  private pending: Entry[] = [];
  /** Fields for which some document holds several values; sorting on them is not an index walk. */
  private readonly multikeyFields = new Set<string>();
  /**
   * Per field, while it holds nothing but dates: each as its time in milliseconds, a number in the entry where a Date
   * object costs about 100 bytes more, compared as numbers (bench:restart: see its header). The first value of
   * another type turns the field to values as they are. Undefined while the field holds nothing.
   */
  private readonly forms: (FieldForm | undefined)[];

  constructor(
    private readonly fields: string[],
    private readonly directions: number[],
  ) {
    this.forms = fields.map(() => undefined);
  }

  add(id: string, recordId: number, document: Document): void {
    for (const values of this.combinationsOf(document)) this.addValues(id, recordId, values);
  }

  /** Adds the entry of one combination of values, one per field (a missing field as null). */
  addValues(id: string, recordId: number, values: unknown[]): void {
    this.pending.push(entryOf(id, recordId, this.storedForms(values)));
  }

  /**
   * A document updated soon after its insert (an order's status) still has its entries among the few added since the
   * last read: they leave from there, and the sorted entries are not settled for a write.
   */
  remove(id: string, recordId: number, document: Document): void {
    if (this.pending.length > SPLICE_LIMIT) this.settle();
    for (const values of this.combinationsOf(document)) {
      const entry = entryOf(id, recordId, this.searchedForms(values));
      const pendingAt = this.pending.findIndex((added) => idOf(added) === id && this.compareEntries(added, entry) === 0);
      if (pendingAt >= 0) {
        this.pending.splice(pendingAt, 1);
        continue;
      }
      const position = this.firstAfter(entry) - 1;
      if (position >= 0 && idOf(this.entries[position]) === id) this.entries.splice(position, 1);
    }
  }

  isMultikey(field: string): boolean {
    return this.multikeyFields.has(field);
  }

  /**
   * Ids of the entries whose leading fields equal prefix (and whose next field lies in range), in index order or
   * (backward) its reverse.
   */
  *walk(prefix: unknown[], backward: boolean, range?: KeyRange): Generator<string> {
    const [start, end] = this.span(prefix, range);
    if (backward) for (let position = end - 1; position >= start; position--) yield idOf(this.entries[position]);
    else for (let position = start; position < end; position++) yield idOf(this.entries[position]);
  }

  /** How many entries (not documents) lie under prefix and in range: what a walk would read. */
  spanSize(prefix: unknown[], range?: KeyRange): number {
    const [start, end] = this.span(prefix, range);
    return end - start;
  }

  /**
   * How many documents have entries whose leading fields equal one of prefixes (all of one length), and whose next
   * field lies in range.
   */
  countPrefixes(prefixes: unknown[][], range?: KeyRange): number {
    if (prefixes.length === 0) return 0;
    // A document has one entry per combination of its values: it is counted once if it may have several entries in
    // a span (a field past the prefix holds several values) or in several spans (a prefix field does).
    const fieldsWithin = prefixes.length === 1 ? this.fields.slice(prefixes[0].length) : this.fields;
    const multikey = fieldsWithin.some((field) => this.multikeyFields.has(field));
    const spans = prefixes.map((prefix) => this.span(prefix, range));
    if (!multikey) return spans.reduce((count, [start, end]) => count + end - start, 0);
    const ids = new Set<string>();
    for (const [start, end] of spans) for (let position = start; position < end; position++) ids.add(idOf(this.entries[position]));
    return ids.size;
  }

  /** Brings the entries added since the last read into their places. */
  private settle(): void {
    if (this.pending.length === 0) return;
    const added = this.pending.sort((a, b) => this.compareEntries(a, b));
    this.pending = [];
    if (added.length <= SPLICE_LIMIT) {
      for (const entry of added) this.entries.splice(this.firstAfter(entry), 0, entry);
      return;
    }
    // An index only written to (orders' between two sweeps) merges every few dozen writes: each added entry's place
    // is searched for rather than found by comparing every entry. Replaying bench:checkout's database commands
    // (1 line, 50 at once), db CPU ms per checkout with positional-path.ts's untested last element: 0.98 -> 0.84 (load 3).
    const searched = added.length * Math.log2(this.entries.length + 1) < this.entries.length;
    this.entries = searched ? this.mergedBySearch(added) : this.mergedInOnePass(added);
  }

  private mergedBySearch(added: Entry[]): Entry[] {
    const merged: Entry[] = [];
    let kept = 0;
    for (const entry of added) {
      const place = this.firstAfter(entry, kept);
      while (kept < place) merged.push(this.entries[kept++]);
      merged.push(entry);
    }
    while (kept < this.entries.length) merged.push(this.entries[kept++]);
    return merged;
  }

  private mergedInOnePass(added: Entry[]): Entry[] {
    const merged: Entry[] = new Array<Entry>(this.entries.length + added.length);
    let kept = 0;
    let taken = 0;
    for (let position = 0; position < merged.length; position++) {
      const takeAdded = kept === this.entries.length || (taken < added.length && this.compareEntries(added[taken], this.entries[kept]) < 0);
      merged[position] = takeAdded ? added[taken++] : this.entries[kept++];
    }
    return merged;
  }

  private compareEntries(a: Entry, b: Entry): number {
    return this.compareValues(a, b, FIRST_VALUE, this.fields.length) || recordIdOf(a) - recordIdOf(b);
  }

  /** Every combination of the document's values, one value per field (a missing field is null). */
  private combinationsOf(document: Document): unknown[][] {
    const single = this.singleValues(document);
    if (single) return [single];
    let combinations: unknown[][] = [[]];
    for (const field of this.fields) {
      const keyed = distinctKeys(pathValues(document, field));
      if (keyed.length > 1) this.multikeyFields.add(field);
      combinations = combinations.flatMap((combination) => keyed.map((value) => [...combination, value]));
    }
    return combinations;
  }

  /** The document's one value per field (missing as null) when no field holds several (nearly always); else undefined. */
  private singleValues(document: Document): unknown[] | undefined {
    const values = new Array<unknown>(this.fields.length);
    for (let field = 0; field < this.fields.length; field++) {
      const found = pathValues(document, this.fields[field]);
      if (found.length > 1) return undefined;
      values[field] = found[0] ?? null;
    }
    return values;
  }

  /** The position (from on) of the first entry that sorts after entry. */
  private firstAfter(entry: Entry, from = 0): number {
    return this.search((position) => this.compareEntries(this.entries[position], entry) > 0, from);
  }

  /** The positions [start, end) of the entries under prefix, and in range on the next field. */
  private span(valuesPrefix: unknown[], range: KeyRange | undefined): [number, number] {
    this.settle();
    const prefix = this.searchedForms(valuesPrefix);
    if (!range) return [this.boundary(prefix, false), this.boundary(prefix, true)];
    // In a descending field the high end comes first.
    const ascending = this.directions[prefix.length] === 1;
    const [first, last] = ascending ? [range.low, range.high] : [range.high, range.low];
    const bound = (value: unknown) => [...prefix, this.searchedForm(value, prefix.length)];
    const start = first ? this.boundary(bound(first.value), !first.inclusive) : this.boundary(prefix, false);
    const end = last ? this.boundary(bound(last.value), last.inclusive) : this.boundary(prefix, true);
    return [start, Math.max(start, end)];
  }

  /** The values as the fields store them; a value other than a date turns its field to values as they are. */
  private storedForms(values: unknown[]): unknown[] {
    return values.map((value, field) => {
      const form = this.forms[field];
      if (form !== 'values' && value instanceof Date && !Number.isNaN(value.getTime())) {
        this.forms[field] = 'times';
        return value.getTime();
      }
      if (form === 'times') this.storeValues(field);
      this.forms[field] = 'values';
      return value;
    });
  }

  /** A query's values, to compare with the fields as they store them. */
  private searchedForms(values: unknown[]): unknown[] {
    return values.map((value, field) => this.searchedForm(value, field));
  }

  /** In a field of times, a date is its time, and a value of any other type sorts before or after every date. */
  private searchedForm(value: unknown, field: number): unknown {
    if (this.forms[field] !== 'times') return value;
    if (value instanceof Date) return value.getTime();
    return typeRank(value) < DATE_RANK ? -Infinity : Infinity;
  }

  /** Turns a field of times back to dates, once it is to hold a value of another type (same order). */
  private storeValues(field: number): void {
    const at = FIRST_VALUE + field;
    for (const entry of [...this.entries, ...this.pending]) entry[at] = new Date(entry[at] as number);
    this.forms[field] = 'values';
  }

  /** The first entry whose prefix is at or (after) beyond prefix. */
  private boundary(prefix: unknown[], after: boolean): number {
    return this.search((position) => {
      const order = this.compareValues(this.entries[position], prefix, 0, prefix.length);
      return after ? order > 0 : order >= 0;
    });
  }

  /** The first position (from on) whose entry passes test; entries passing it form a suffix. */
  private search(test: (position: number) => boolean, from = 0): number {
    let low = from;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (test(middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** How the first count values of entry compare with values from valuesFrom on, each field in its direction. */
  private compareValues(entry: Entry, values: unknown[], valuesFrom: number, count: number): number {
    for (let field = 0; field < count; field++) {
      const a = entry[FIRST_VALUE + field];
      const b = values[valuesFrom + field];
      const order = this.forms[field] === 'times' ? compareTimes(a as number, b as number) : compareValues(a, b);
      if (order !== 0) return order * this.directions[field];
    }
    return 0;
  }
}

function compareTimes(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** One value per distinct key (missing and undefined as null), as the index stores them. */
function distinctKeys(values: unknown[]): unknown[] {
  if (values.length === 0) return [null];
  const byKey = new Map(values.map((value) => [keyString(value), value ?? null]));
  return [...byKey.values()];
}
