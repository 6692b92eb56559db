import type { Document } from 'bson';
import { CommandError, ErrorCode, badValue } from '../command-error.js';
import type { IndexSpec } from '../indexes/index-spec.js';
import { keyString } from '../indexes/key-string.js';
import { foldFilter, foldStrings, type Collation } from './collation.js';
import type { Collection } from './collection.js';
import { compileFilter, type Predicate } from './filter-compiler.js';
import { compileProjection } from './projection.js';
import { isPlainObject } from './plain-object.js';
import { indexedCandidates, indexedCount, smallRangeCandidates, sortedCandidates } from './query-planner.js';
import { sortDocuments } from './sort-documents.js';

export interface FindOptions {
  sort?: Document;
  skip?: number;
  /** 0 or undefined: no limit. */
  limit?: number;
  projection?: Document;
}

/** What a command's `collation` and `let` change in how its filter matches and its sort orders. */
export interface QueryContext {
  collation?: Collation;
  /** `let` variables, already evaluated, for $expr. */
  variables?: Document;
  /** An index name or key pattern; it must exist, though the planner picks its own index. */
  hint?: unknown;
}

/**
 * Documents of collection matching filter, in natural order (or index order when an index was
 * used), stopping after limit of them (0 or undefined: all). Returns the stored objects, which
 * callers must not mutate.
 */
export function matchingDocuments(
  collection: Collection | undefined,
  filter: Document | undefined,
  limit = 0,
  context: QueryContext = {},
): Document[] {
  const predicate = predicateFor(filter, context);
  if (!collection) return [];
  assertHintedIndexExists(collection, context.hint);
  const source = context.collation ? collection.documents.values() : sourceDocuments(collection, filter ?? {});
  return firstMatches(source, predicate, limit);
}

/** The filter's matches, when it bounds a small range of an index (query-planner.ts) other than the sort's; undefined otherwise. */
function smallRangeMatches(
  collection: Collection | undefined,
  filter: Document | undefined,
  sort: Document,
  context: QueryContext,
): Document[] | undefined {
  if (!collection || context.collation || !isPlainObject(filter ?? {})) return undefined;
  const candidates = smallRangeCandidates(collection, filter ?? {}, Object.keys(sort)[0]);
  if (!candidates) return undefined;
  assertHintedIndexExists(collection, context.hint);
  return firstMatches(candidates, predicateFor(filter, context), 0);
}

/** How many documents match; read from an index alone when the filter is equalities on its leading fields. */
export function countMatching(collection: Collection | undefined, filter: Document | undefined, context: QueryContext = {}): number {
  const fromIndex = collection && !context.collation && isPlainObject(filter ?? {}) ? indexedCount(collection, filter ?? {}) : undefined;
  if (!collection || fromIndex === undefined) return matchingDocuments(collection, filter, 0, context).length;
  assertHintedIndexExists(collection, context.hint);
  return fromIndex;
}

export function findDocuments(
  collection: Collection | undefined,
  filter: Document | undefined,
  options: FindOptions,
  context: QueryContext = {},
): Document[] {
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
  const skip = options.skip ?? 0;
  const keep = options.limit ? skip + options.limit : 0;
  let documents = sort ? sortedMatches(collection, filter, sort, keep, context) : matchingDocuments(collection, filter, keep, context);
  if (skip || options.limit) documents = documents.slice(skip, keep || undefined);
  const project = translateQueryErrors(() => compileProjection(options.projection, filter));
  return project ? translateQueryErrors(() => documents.map(project)) : documents;
}

/** The first keep matches (0: all) in sort order, walked along an index when one gives that order. */
function sortedMatches(
  collection: Collection | undefined,
  filter: Document | undefined,
  sort: Document,
  keep: number,
  context: QueryContext,
): Document[] {
  const small = smallRangeMatches(collection, filter, sort, context);
  if (small) return translateQueryErrors(() => sortDocuments(small, sort, keep, context.collation));
  const walked =
    collection && !context.collation && isPlainObject(filter ?? {}) ? sortedCandidates(collection, filter ?? {}, sort) : undefined;
  if (!collection || !walked)
    return translateQueryErrors(() => sortDocuments(matchingDocuments(collection, filter, 0, context), sort, keep, context.collation));
  const predicate = predicateFor(filter, context);
  assertHintedIndexExists(collection, context.hint);
  return firstMatches(walked, predicate, keep);
}

/** The first limit documents of source (0: all) that predicate accepts (undefined: all do). */
function firstMatches(source: Iterable<Document>, predicate: Predicate | undefined, limit: number): Document[] {
  return translateQueryErrors(() => {
    const matches: Document[] = [];
    for (const document of source) {
      if (predicate && !predicate(document)) continue;
      matches.push(document);
      if (matches.length === limit) break;
    }
    return matches;
  });
}

export function projectDocument(document: Document, projection: Document | undefined): Document {
  const project = translateQueryErrors(() => compileProjection(projection));
  return project ? translateQueryErrors(() => project(document)) : document;
}

/** undefined for an empty filter (everything matches). */
function predicateFor(filter: unknown, { collation, variables }: QueryContext): Predicate | undefined {
  if (filter !== undefined && filter !== null && !isPlainObject(filter)) {
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'filter' is the wrong type, expected type 'object'");
  }
  if (!filter || Object.keys(filter).length === 0) return undefined;
  if (!collation) return translateQueryErrors(() => compileFilter(filter, variables));
  // Folding both sides makes equal-under-the-collation strings identical for the plain matcher.
  const predicate = translateQueryErrors(() => compileFilter(foldFilter(filter, collation) as Document, variables));
  return (document) => predicate(foldStrings(document, collation) as Document);
}

function assertHintedIndexExists(collection: Collection, hint: unknown): void {
  if (hint === undefined || hint === null) return;
  if (isPlainObject(hint) && ('$natural' in hint || Object.keys(hint).length === 0)) return;
  const hinted = (spec: IndexSpec) =>
    spec.hidden !== true &&
    (typeof hint === 'string' ? spec.name === hint : isPlainObject(hint) && keyString(spec.key) === keyString(hint));
  if (!collection.indexSpecs().some(hinted)) throw badValue('hint provided does not correspond to an existing index');
}

function sourceDocuments(collection: Collection, filter: Document): Iterable<Document> {
  return smallRangeCandidates(collection, filter) ?? indexedCandidates(collection, filter) ?? collection.documents.values();
}

/** Errors mingo raises for bad queries become MongoDB's BadValue instead of internal errors. */
export function translateQueryErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw badValue(mongoMessage(error instanceof Error ? error.message : String(error)));
  }
}

/** mingo's wording where MongoDB's differs, for callers that match on the text. */
function mongoMessage(message: string): string {
  return message.replace(/^unknown query operator (\S+)/, 'unknown operator: $1');
}
