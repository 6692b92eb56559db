import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import { isPlainObject } from '../storage/plain-object.js';
import { collectionName, optionalBoolean, requiredArray } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';
import { runStatements, writeReply } from './write-batch.js';

export function insert({ database, command, server }: CommandRequest): Document {
  const documents = requiredArray(command, 'documents');
  const collection = server.catalog.collectionForWrite(database, collectionName(command));
  let inserted = 0;
  const writeErrors = runStatements(documents, optionalBoolean(command, 'ordered', true), (document) => {
    if (!isPlainObject(document)) throw new CommandError(ErrorCode.TypeMismatch, 'documents to insert must be objects');
    collection.insert(document);
    inserted++;
  });
  return writeReply({ n: inserted }, writeErrors);
}
