import type { Document } from 'bson';
import { CommandError, ErrorCode, badValue } from '../command-error.js';
import type { Collection } from './collection.js';
import { compileFilter, type Predicate } from './filter-compiler.js';
import { compileProjection } from './projection.js';
import { isPlainObject } from './plain-object.js';
import { indexedCandidates } from './query-planner.js';
import { sortDocuments } from './sort-documents.js';

export interface FindOptions {
  sort?: Document;
  skip?: number;
  /** 0 or undefined: no limit. */
  limit?: number;
  projection?: Document;
}

/**
 * Documents of collection matching filter, in natural order (or index order when an index was
 * used), stopping after limit of them (0 or undefined: all). Returns the stored objects, which
 * callers must not mutate.
 */
export function matchingDocuments(collection: Collection | undefined, filter: Document | undefined, limit = 0): Document[] {
  if (!collection) return [];
  const predicate = predicateFor(filter);
  const source = sourceDocuments(collection, filter ?? {});
  if (!predicate) return limit ? source.slice(0, limit) : source;
  return translateQueryErrors(() => {
    const matches: Document[] = [];
    for (const document of source) {
      if (!predicate(document)) continue;
      matches.push(document);
      if (matches.length === limit) break;
    }
    return matches;
  });
}

export function findDocuments(collection: Collection | undefined, filter: Document | undefined, options: FindOptions): Document[] {
  const hasSort = options.sort !== undefined && Object.keys(options.sort).length > 0;
  const skip = options.skip ?? 0;
  const earlyStop = !hasSort && options.limit ? skip + options.limit : 0;
  let documents = matchingDocuments(collection, filter, earlyStop);
  if (hasSort) documents = translateQueryErrors(() => sortDocuments(documents, options.sort!, options.limit ? skip + options.limit : 0));
  if (skip || options.limit) documents = documents.slice(skip, options.limit ? skip + options.limit : undefined);
  const project = translateQueryErrors(() => compileProjection(options.projection, filter));
  return project ? translateQueryErrors(() => documents.map(project)) : documents;
}

export function projectDocument(document: Document, projection: Document | undefined): Document {
  const project = translateQueryErrors(() => compileProjection(projection));
  return project ? translateQueryErrors(() => project(document)) : document;
}

/** undefined for an empty filter (everything matches). */
function predicateFor(filter: unknown): Predicate | undefined {
  if (filter !== undefined && filter !== null && !isPlainObject(filter)) {
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'filter' is the wrong type, expected type 'object'");
  }
  if (!filter || Object.keys(filter).length === 0) return undefined;
  return translateQueryErrors(() => compileFilter(filter));
}

function sourceDocuments(collection: Collection, filter: Document): Document[] {
  return indexedCandidates(collection, filter) ?? [...collection.documents.values()];
}

/** Errors mingo raises for bad queries become MongoDB's BadValue instead of internal errors. */
export function translateQueryErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw badValue(error instanceof Error ? error.message : String(error));
  }
}
