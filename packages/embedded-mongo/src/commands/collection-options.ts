import type { Document } from 'bson';
import { CommandError, ErrorCode, badValue } from '../command-error.js';
import type { IndexSpec } from '../indexes/index-spec.js';
import type { Collection } from '../storage/collection.js';
import { compileValidation } from '../storage/document-validator.js';
import { isPlainObject } from '../storage/plain-object.js';

/** Command fields that are about the request ($db, lsid...), not options of the collection. */
const REQUEST_FIELDS = new Set(['lsid', 'writeConcern', 'comment', 'maxTimeMS', 'apiVersion', 'apiStrict', 'apiDeprecationErrors']);
const isRequestField = (field: string) => field.startsWith('$') || REQUEST_FIELDS.has(field);

const CREATE_OPTIONS = new Set([
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'viewOn',
  'pipeline',
  'clusteredIndex',
  'changeStreamPreAndPostImages',
  'collation',
  'storageEngine',
  'indexOptionDefaults',
]);

/** create's options, checked and in the shape listCollections shows them. */
export function createOptions(command: Document): Document {
  const options: Document = {};
  for (const [option, value] of Object.entries(command)) {
    if (option === 'create' || isRequestField(option)) continue;
    // timeseries, its expireAfterSeconds and encryptedFields are not implemented: refused as by a server without them.
    if (!CREATE_OPTIONS.has(option)) throw new CommandError(ErrorCode.Location40415, `BSON field 'create.${option}' is an unknown field.`);
    options[option] = value;
  }
  compileValidation(options);
  if (options.capped) assertCappedSize(options);
  if (options.clusteredIndex !== undefined) options.clusteredIndex = clusteredIndexSpec(options.clusteredIndex);
  if (options.viewOn !== undefined) assertViewDefinition(options);
  return options;
}

function assertCappedSize(options: Document): void {
  if (typeof options.size !== 'number' || !(options.size > 0)) {
    throw new CommandError(ErrorCode.InvalidOptions, "the 'size' field is required when 'capped' is true");
  }
}

function clusteredIndexSpec(raw: unknown): Document {
  if (!isPlainObject(raw) || raw.unique !== true || !isPlainObject(raw.key) || JSON.stringify(raw.key) !== '{"_id":1}') {
    throw badValue('The clusteredIndex option must be {key: {_id: 1}, unique: true}');
  }
  return { v: 2, key: { _id: 1 }, name: typeof raw.name === 'string' ? raw.name : '_id_', unique: true };
}

function assertViewDefinition(options: Document): void {
  if (typeof options.viewOn !== 'string' || options.viewOn.length === 0)
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'create.viewOn' is the wrong type, expected type 'string'");
  if (options.pipeline === undefined) options.pipeline = [];
  if (!Array.isArray(options.pipeline) || !options.pipeline.every(isPlainObject)) {
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'create.pipeline' is the wrong type, expected type 'array'");
  }
}

const COLLECTION_OPTIONS = new Set([
  'validator',
  'validationLevel',
  'validationAction',
  'changeStreamPreAndPostImages',
  'viewOn',
  'pipeline',
]);

/** collMod: the collection's options once the command's changes are applied. */
export function modifiedOptions(current: Document, command: Document): Document {
  const next: Document = { ...current };
  for (const [option, value] of Object.entries(command)) {
    if (option === 'collMod' || option === 'index' || isRequestField(option)) continue;
    if (!COLLECTION_OPTIONS.has(option))
      throw new CommandError(ErrorCode.Location40415, `BSON field 'collMod.${option}' is an unknown field.`);
    next[option] = value;
  }
  if ((command.viewOn !== undefined || command.pipeline !== undefined) && current.viewOn === undefined) {
    throw new CommandError(ErrorCode.InvalidOptions, 'collMod on a collection cannot set viewOn or pipeline');
  }
  compileValidation(next); // a bad validator fails the command before anything changes
  return next;
}

/** collMod {index: {name | keyPattern, hidden?, expireAfterSeconds?, prepareUnique?, unique?}}: the changes and the reply fields. */
export function indexModification(collection: Collection, raw: unknown): Document {
  if (!isPlainObject(raw))
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'collMod.index' is the wrong type, expected type 'object'");
  const spec = collection
    .indexSpecs()
    .find((candidate) =>
      typeof raw.name === 'string'
        ? candidate.name === raw.name
        : isPlainObject(raw.keyPattern) && JSON.stringify(candidate.key) === JSON.stringify(raw.keyPattern),
    );
  if (!spec)
    throw new CommandError(
      ErrorCode.IndexNotFound,
      `cannot find index ${JSON.stringify(raw.name ?? raw.keyPattern)} for ns ${collection.namespace}`,
    );
  if (spec.name === '_id_' && raw.hidden !== undefined) throw badValue('cannot modify hidden field of the _id_ index');
  const changes: Partial<IndexSpec> = {};
  const reply: Document = {};
  if (raw.hidden !== undefined) {
    changes.hidden = raw.hidden === true;
    Object.assign(reply, { hidden_old: spec.hidden === true, hidden_new: changes.hidden });
  }
  if (raw.expireAfterSeconds !== undefined) {
    if (spec.expireAfterSeconds === undefined) throw new CommandError(ErrorCode.InvalidOptions, 'no expireAfterSeconds field to update');
    changes.expireAfterSeconds = Number(raw.expireAfterSeconds);
    Object.assign(reply, { expireAfterSeconds_old: spec.expireAfterSeconds, expireAfterSeconds_new: changes.expireAfterSeconds });
  }
  if (raw.prepareUnique !== undefined) {
    changes.prepareUnique = raw.prepareUnique === true;
    Object.assign(reply, { prepareUnique_old: spec.prepareUnique === true, prepareUnique_new: changes.prepareUnique });
  }
  if (raw.unique === true && spec.unique !== true) {
    assertNoDuplicateKeys(collection, spec);
    Object.assign(changes, { unique: true, prepareUnique: undefined });
    reply.unique_new = true;
  }
  collection.modifyIndex(spec.name, changes);
  return reply;
}

/** Turning an index unique fails, listing the _ids that share a key, while documents do (as in MongoDB 6.0+). */
function assertNoDuplicateKeys(collection: Collection, spec: IndexSpec): void {
  const violations = collection.duplicateKeyGroups(spec.name).map((ids) => ({ ids }));
  if (violations.length === 0) return;
  throw new CommandError(
    ErrorCode.CannotConvertIndexToUnique,
    'Cannot convert the index to unique. Please resolve conflicting documents before running collMod again.',
    { violations },
  );
}
