import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import { matchingDocuments } from '../storage/document-query.js';
import { isPlainObject } from '../storage/plain-object.js';
import { assertSimpleCollation, collectionName, optionalBoolean, requiredArray } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';
import { runStatements, writeReply } from './write-batch.js';

export function deleteCommand({ database, command, server }: CommandRequest): Document {
  const statements = requiredArray(command, 'deletes');
  const collection = server.catalog.collection(database, collectionName(command));
  let deleted = 0;
  const writeErrors = runStatements(statements.map(parseStatement), optionalBoolean(command, 'ordered', true), (statement) => {
    const targets = matchingDocuments(collection, statement.filter, statement.limit);
    for (const document of targets) collection!.remove(document);
    deleted += targets.length;
  });
  return writeReply({ n: deleted }, writeErrors);
}

/** Malformed statements fail the whole command before anything is deleted, as in MongoDB. */
function parseStatement(raw: unknown): { filter: Document; limit: number } {
  if (!isPlainObject(raw) || !isPlainObject(raw.q ?? {})) {
    throw new CommandError(ErrorCode.TypeMismatch, "BSON field 'q' is the wrong type, expected type 'object'");
  }
  assertSimpleCollation(raw.collation);
  if (raw.limit !== 0 && raw.limit !== 1 && raw.limit !== undefined) {
    throw new CommandError(ErrorCode.FailedToParse, `The limit field in delete objects must be 0 or 1. Got ${String(raw.limit)}`);
  }
  return { filter: (raw.q ?? {}) as Document, limit: raw.limit === 1 ? 1 : 0 };
}
