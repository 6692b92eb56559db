import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import { matchingDocuments, type QueryContext } from '../storage/document-query.js';
import { isPlainObject } from '../storage/plain-object.js';
import { collectionName, optionalBoolean, queryContext, requiredArray } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';
import { runStatements, writeReply } from './write-batch.js';

/** The fields of one delete statement in MongoDB 7.0. */
const STATEMENT_FIELDS = new Set(['q', 'limit', 'collation', 'hint', 'sampleId']);

export function deleteCommand({ database, command, server }: CommandRequest): Document {
  const statements = requiredArray(command, 'deletes');
  const collection = server.catalog.existingCollectionForWrite(database, collectionName(command));
  let deleted = 0;
  const parsed = statements.map((raw) => parseStatement(raw, command));
  const writeErrors = runStatements(parsed, optionalBoolean(command, 'ordered', true), (statement) => {
    const targets = matchingDocuments(collection, statement.filter, statement.limit, statement.context);
    for (const document of targets) collection?.remove(document);
    deleted += targets.length;
  });
  return writeReply({ n: deleted }, writeErrors);
}

/** Malformed statements fail the whole command before anything is deleted, as in MongoDB. */
function parseStatement(raw: unknown, command: Document): { filter: Document; limit: number; context: QueryContext } {
  if (!isPlainObject(raw) || !isPlainObject(raw.q ?? {})) {
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'q' is the wrong type, expected type 'object'");
  }
  const unknownField = Object.keys(raw).find((field) => !STATEMENT_FIELDS.has(field));
  if (unknownField) throw new CommandError(ErrorCode.Location40415, `BSON field 'delete.deletes.${unknownField}' is an unknown field.`);
  if (raw.limit !== 0 && raw.limit !== 1 && raw.limit !== undefined) {
    throw new CommandError(
      ErrorCode.FailedToParse,
      `The limit field in delete objects must be 0 or 1. Got ${typeof raw.limit === 'number' ? raw.limit : JSON.stringify(raw.limit)}`,
    );
  }
  return { filter: raw.q ?? {}, limit: raw.limit === 1 ? 1 : 0, context: queryContext(command, raw) };
}
