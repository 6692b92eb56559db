import { ObjectId, type Document } from 'bson';
import { CommandError, ErrorCode, badValue, typeMismatch } from '../command-error.js';
import { keyString } from '../indexes/key-string.js';
import type { Catalog } from '../storage/catalog.js';
import type { Collection } from '../storage/collection.js';
import { matchingDocuments } from '../storage/document-query.js';
import { isPlainObject } from '../storage/plain-object.js';
import { applyUpdate } from '../storage/update-engine.js';

export const OUTPUT_STAGES = new Set(['$out', '$merge']);

/** Writes the results of a pipeline ending in $out or $merge. */
export function writeOutput(catalog: Catalog, database: string, stage: Document, results: Document[]): void {
  if ('$out' in stage) replaceContents(targetCollection(catalog, database, stage.$out, '$out'), results);
  else mergeInto(catalog, database, stage.$merge, results);
}

function targetCollection(catalog: Catalog, database: string, target: unknown, stage: string): Collection {
  if (typeof target === 'string') return catalog.collectionForWrite(database, target);
  if (isPlainObject(target) && typeof target.coll === 'string') {
    return catalog.collectionForWrite(typeof target.db === 'string' ? target.db : database, target.coll);
  }
  throw new CommandError(ErrorCode.Location16990, `${stage} only supports a string or object argument, not ${typeof target}`);
}

/** $out: the target ends up holding exactly the results; on a duplicate _id it is left as it was. */
function replaceContents(target: Collection, results: Document[]): void {
  const documents = results.map((document) => (document._id === undefined ? { _id: new ObjectId(), ...document } : document));
  const ids = new Set<string>();
  for (const document of documents) {
    const id = keyString(document._id);
    if (ids.has(id)) throw target.duplicateIdError(document);
    ids.add(id);
  }
  for (const document of [...target.documents.values()]) target.remove(document);
  for (const document of documents) target.insert(document);
}

interface MergeSpec {
  target: Collection;
  on: string[];
  whenMatched: unknown;
  whenNotMatched: string;
  variables?: Document;
}

function mergeInto(catalog: Catalog, database: string, raw: unknown, results: Document[]): void {
  const spec = parseMerge(catalog, database, raw);
  for (const document of results) {
    const existing = matchingDocuments(spec.target, onFilter(spec.on, document), 1).at(0);
    if (existing) mergeMatched(spec, existing, document);
    else mergeUnmatched(spec, document);
  }
}

function parseMerge(catalog: Catalog, database: string, raw: unknown): MergeSpec {
  const spec = typeof raw === 'string' ? { into: raw } : raw;
  if (!isPlainObject(spec)) throw badValue('$merge requires a string or object argument');
  const target = targetCollection(catalog, database, spec.into, '$merge');
  const on = spec.on === undefined ? ['_id'] : mergeOnFields(spec.on);
  assertUniqueOn(target, on);
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (typeof whenNotMatched !== 'string')
    throw typeMismatch("BSON field '$merge.whenNotMatched' is the wrong type, expected type 'string'");
  if (!['insert', 'discard', 'fail'].includes(whenNotMatched))
    throw badValue(`Enumeration value '${whenNotMatched}' for field '$merge.whenNotMatched' is not a valid value.`);
  const variables = isPlainObject(spec.let) ? spec.let : undefined;
  return { target, on, whenMatched: spec.whenMatched ?? 'merge', whenNotMatched, variables };
}

function mergeOnFields(on: unknown): string[] {
  const fields = Array.isArray(on) ? on : [on];
  if (!fields.every((field): field is string => typeof field === 'string'))
    throw typeMismatch("$merge 'on' field must be either a string or an array of strings");
  return fields;
}

/** MongoDB insists the `on` fields be backed by a unique index, so a result matches at most one document. */
function assertUniqueOn(target: Collection, on: string[]): void {
  if (on.length === 1 && on[0] === '_id') return;
  const sameFields = (key: Document) => Object.keys(key).length === on.length && on.every((field) => field in key);
  if (!target.indexSpecs().some((spec) => spec.unique === true && sameFields(spec.key))) {
    throw new CommandError(ErrorCode.Location51183, 'Cannot find index to verify that join fields will be unique');
  }
}

function onFilter(on: string[], document: Document): Document {
  return Object.fromEntries(on.map((field) => [field, { $eq: document[field] ?? null }]));
}

function mergeMatched(spec: MergeSpec, existing: Document, document: Document): void {
  const { whenMatched } = spec;
  if (whenMatched === 'keepExisting') return;
  if (whenMatched === 'fail') throw spec.target.duplicateIdError(existing);
  const next = mergedVersion(spec, existing, document);
  if (next) spec.target.replace(existing, next);
}

function mergedVersion(spec: MergeSpec, existing: Document, document: Document): Document | undefined {
  const { _id: _ignored, ...fields } = document;
  if (spec.whenMatched === 'merge') return { ...existing, ...fields };
  if (spec.whenMatched === 'replace') return { _id: existing._id, ...fields };
  if (Array.isArray(spec.whenMatched)) {
    const variables = { ...spec.variables, new: document };
    return applyUpdate(existing, { filter: {}, update: spec.whenMatched as Document[], variables });
  }
  throw badValue(`Enumeration value '${String(spec.whenMatched)}' for field '$merge.whenMatched' is not a valid value.`);
}

function mergeUnmatched(spec: MergeSpec, document: Document): void {
  if (spec.whenNotMatched === 'discard') return;
  if (spec.whenNotMatched === 'fail') {
    throw new CommandError(
      ErrorCode.MergeStageNoMatchingDocument,
      '$merge could not find a matching document in the target collection for at least one document in the source collection',
    );
  }
  spec.target.insert(document);
}
