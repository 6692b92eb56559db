import { ObjectId, type Document } from 'bson';
import { mingo, mingoUtil } from './mingo.js';
import { CommandError, ErrorCode } from '../command-error.js';
import { keyString } from '../indexes/key-string.js';
import { translateQueryErrors } from './document-query.js';
import { MINGO_OPTIONS } from './mingo-options.js';
import { isPlainObject } from './plain-object.js';
import { resolvePositionalPaths } from './positional-path.js';
import { applySimpleUpdate } from './simple-update.js';

const UPDATE_OPERATORS = new Set([
  '$addToSet',
  '$bit',
  '$currentDate',
  '$inc',
  '$max',
  '$min',
  '$mul',
  '$pop',
  '$pull',
  '$pullAll',
  '$push',
  '$rename',
  '$set',
  '$setOnInsert',
  '$unset',
]);

export type UpdateKind = 'operators' | 'replacement' | 'pipeline';

export interface UpdateRequest {
  filter: Document;
  update: Document | Document[];
  arrayFilters?: Document[];
  /** `let` variables for a pipeline update. */
  variables?: Document;
}

export function updateKind(update: unknown): UpdateKind {
  if (Array.isArray(update)) return 'pipeline';
  if (!isPlainObject(update)) throw new CommandError(ErrorCode.FailedToParse, 'Update argument must be either an object or an array');
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys[0].startsWith('$')) {
    const operator = keys.find((key) => key.startsWith('$'));
    if (operator)
      throw new CommandError(
        ErrorCode.BadValue,
        `The dollar ($) prefixed field '${operator}' in '${operator}' is not allowed in the context of an update's replacement document.`,
      );
    return 'replacement';
  }
  for (const key of keys) {
    if (!UPDATE_OPERATORS.has(key)) {
      throw new CommandError(
        ErrorCode.FailedToParse,
        `Unknown modifier: ${key}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
  }
  return 'operators';
}

/**
 * Applies an update to a copy of a stored document. Returns the new version, or undefined if
 * the update changed nothing. The stored document itself is never touched.
 */
export function applyUpdate(document: Document, request: UpdateRequest): Document | undefined {
  const kind = updateKind(request.update);
  let next: Document;
  if (kind === 'operators') {
    const { $setOnInsert: _insertOnly, ...operators } = request.update as Document;
    const modifier = withoutSameIdSet(operators, document._id);
    // mingo refuses two operators through one `$` (a $inc and a $push on the matched element), MongoDB does not.
    const resolved = resolvePositionalPaths(document, modifier, request.filter) ?? modifier;
    const simple = request.arrayFilters?.length ? undefined : applySimpleUpdate(document, resolved);
    if (simple) return simple.changed ? withIdFirst(simple.next) : undefined;
    next = mingoUtil().cloneDeep(document);
    const changed = runModifier(() => mingo().update(next, resolved, request.arrayFilters, request.filter, MINGO_OPTIONS_FOR_UPDATE));
    if (changed.length === 0) return undefined;
  } else if (kind === 'replacement') {
    next = replacementFor(document._id, request.update);
  } else {
    next = runPipeline(mingoUtil().cloneDeep(document), request);
    next._id ??= document._id; // a $replaceRoot/$replaceWith result without _id keeps the document's
  }
  assertSameId(document, next);
  return kind === 'operators' || keyString(next) !== keyString(document) ? withIdFirst(next) : undefined;
}

/**
 * The document an upsert inserts: equality fields of the filter, then the update (with
 * $setOnInsert applied like $set, which mingo does not know), and a new ObjectId if no _id.
 */
export function buildUpsertDocument(request: UpdateRequest): Document {
  const kind = updateKind(request.update);
  const seed = equalityFields(request.filter);
  let inserted: Document;
  if (kind === 'replacement') {
    inserted = replacementFor(seed._id, request.update);
  } else if (kind === 'pipeline') {
    inserted = runPipeline(seed, request);
  } else {
    inserted = upsertWithOperators(seed, request);
  }
  if (seed._id !== undefined) assertSameId(seed, inserted);
  if (inserted._id === undefined) inserted._id = new ObjectId();
  return withIdFirst(inserted);
}

function upsertWithOperators(seed: Document, request: UpdateRequest): Document {
  const modifier = mergeSetOnInsert(request.update);
  const base = { ...seed, ...idSetOnInsert(modifier, seed._id) };
  const operators = withoutSameIdSet(modifier, base._id);
  const simple = request.arrayFilters?.length ? undefined : applySimpleUpdate(base, operators);
  if (simple) return simple.next;
  runModifier(() => mingo().update(base, operators, request.arrayFilters, undefined, MINGO_OPTIONS_FOR_UPDATE));
  return base;
}

/** mingo guards _id itself; its refusal becomes MongoDB's ImmutableField error. */
function runModifier<T>(apply: () => T): T {
  try {
    return translateQueryErrors(apply);
  } catch (error) {
    if (error instanceof CommandError && error.message.includes("immutable field '_id'")) throw immutableIdError();
    throw error;
  }
}

const MINGO_OPTIONS_FOR_UPDATE = { cloneMode: 'deep' as const, queryOptions: MINGO_OPTIONS };

function mergeSetOnInsert(update: Document): Document {
  const { $setOnInsert, ...rest } = update;
  if (!$setOnInsert) return rest;
  return { ...rest, $set: { ...(rest.$set ?? {}), ...$setOnInsert } };
}

/** An upsert may choose the new document's _id in $set or $setOnInsert when the filter does not fix it. */
function idSetOnInsert(modifier: Document, filterId: unknown): Document {
  const set = modifier.$set;
  return filterId === undefined && isPlainObject(set) && '_id' in set ? { _id: set._id } : {};
}

/**
 * MongoDB accepts `$set: { _id }` with the value the document already has (connect-mongo sends it on
 * every session save); mingo refuses any _id in $set, so an unchanged one is dropped first.
 */
function withoutSameIdSet(update: Document, id: unknown): Document {
  const set = update.$set;
  if (!isPlainObject(set) || !('_id' in set) || id === undefined || keyString(set._id) !== keyString(id)) return update;
  const { _id: _unchanged, ...fields } = set;
  return { ...update, $set: fields };
}

function replacementFor(id: unknown, replacement: Document): Document {
  const { _id, ...fields } = replacement;
  if (_id !== undefined && id !== undefined && keyString(_id) !== keyString(id)) throw immutableIdError();
  return { _id: id ?? _id, ...fields };
}

function runPipeline(document: Document, { update, variables }: UpdateRequest): Document {
  const [result] = translateQueryErrors(() =>
    new (mingo().Aggregator)(update as Document[], { ...MINGO_OPTIONS, variables }).run([document]),
  );
  return result;
}

function assertSameId(before: Document, after: Document): void {
  if (keyString(before._id) !== keyString(after._id)) throw immutableIdError();
}

function immutableIdError(): CommandError {
  return new CommandError(ErrorCode.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
}

function withIdFirst(document: Document): Document {
  if (Object.keys(document)[0] === '_id') return document;
  const { _id, ...rest } = document;
  return { _id, ...rest };
}

/** {a: 1, 'b.c': 2, d: {$eq: 3}, $and: [{e: 4}]} gives {a: 1, b: {c: 2}, d: 3, e: 4}. */
function equalityFields(filter: Document, into: Document = {}): Document {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) equalityFields(clause, into);
      continue;
    }
    if (field.startsWith('$')) continue;
    const value = equalityValue(condition);
    if (value !== NO_VALUE) setPath(into, field, mingoUtil().cloneDeep(value));
  }
  return into;
}

const NO_VALUE = Symbol('no equality value');

function equalityValue(condition: unknown): unknown {
  if (condition instanceof RegExp) return NO_VALUE;
  if (!isPlainObject(condition)) return condition;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys[0].startsWith('$')) return condition;
  return keys.length === 1 && '$eq' in condition ? condition.$eq : NO_VALUE;
}

function setPath(target: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Document;
  }
  node[parts[parts.length - 1]] = value;
}
