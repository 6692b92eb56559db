import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import type { Collection } from '../storage/collection.js';
import { matchingDocuments, type QueryContext } from '../storage/document-query.js';
import { isPlainObject } from '../storage/plain-object.js';
import { applyUpdate, buildUpsertDocument, updateKind, type UpdateRequest } from '../storage/update-engine.js';
import { collectionName, optionalBoolean, queryContext, requiredArray } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';
import { runStatements, writeReply } from './write-batch.js';

interface UpdateStatement extends UpdateRequest {
  multi: boolean;
  upsert: boolean;
  context: QueryContext;
}

/** The fields of one update statement in MongoDB 7.0 (`sort` only arrived in 8.0). */
const STATEMENT_FIELDS = new Set(['q', 'u', 'c', 'multi', 'upsert', 'upsertSupplied', 'arrayFilters', 'hint', 'collation', 'sampleId']);

export function update({ database, command, server }: CommandRequest): Document {
  const statements = requiredArray(command, 'updates').map((raw) => parseStatement(raw, command));
  const collection = server.catalog.collectionForWrite(database, collectionName(command));
  let matched = 0;
  let modified = 0;
  const upserted: Document[] = [];
  const writeErrors = runStatements(statements, optionalBoolean(command, 'ordered', true), (statement, index) => {
    const outcome = updateMatching(collection, statement);
    matched += outcome.matched;
    modified += outcome.modified;
    if (outcome.upsertedId !== undefined) upserted.push({ index, _id: outcome.upsertedId });
  });
  const fields: Document = { n: matched + upserted.length, nModified: modified };
  if (upserted.length > 0) fields.upserted = upserted;
  return writeReply(fields, writeErrors);
}

/** Malformed statements fail the whole command before anything is updated, as in MongoDB. */
function parseStatement(raw: unknown, command: Document): UpdateStatement {
  if (!isPlainObject(raw)) throw new CommandError(ErrorCode.TypeMismatch, 'update statements must be objects');
  const unknownField = Object.keys(raw).find((field) => !STATEMENT_FIELDS.has(field));
  if (unknownField) throw new CommandError(ErrorCode.Location40415, `BSON field 'update.updates.${unknownField}' is an unknown field.`);
  const filter = raw.q ?? {};
  if (!isPlainObject(filter)) throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'q' is the wrong type, expected type 'object'");
  const context = queryContext(command, raw);
  if (isPlainObject(raw.c)) context.variables = { ...context.variables, ...raw.c }; // the statement's own constants
  return {
    filter,
    update: raw.u as Document,
    arrayFilters: raw.arrayFilters as Document[] | undefined,
    variables: context.variables,
    multi: raw.multi === true,
    upsert: raw.upsert === true,
    context,
  };
}

interface UpdateOutcome {
  matched: number;
  modified: number;
  upsertedId?: unknown;
}

/**
 * Updates the matching documents (the first only unless multi), or inserts one for an upsert. A
 * bad update document is this statement's write error even when nothing matches, as in MongoDB.
 */
export function updateMatching(collection: Collection, statement: UpdateStatement): UpdateOutcome {
  const kind = updateKind(statement.update);
  if (statement.multi && kind === 'replacement') {
    throw new CommandError(ErrorCode.FailedToParse, 'multi update is not supported for replacement-style update');
  }
  const targets = matchingDocuments(collection, statement.filter, statement.multi ? 0 : 1, statement.context);
  if (targets.length === 0) {
    if (!statement.upsert) return { matched: 0, modified: 0 };
    const inserted = collection.insert(buildUpsertDocument(statement));
    return { matched: 0, modified: 0, upsertedId: inserted._id };
  }
  let modified = 0;
  for (const document of targets) {
    const next = applyUpdate(document, statement);
    if (!next) continue;
    collection.replace(document, next);
    modified++;
  }
  return { matched: targets.length, modified };
}
