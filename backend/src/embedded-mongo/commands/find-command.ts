import type { Document } from 'bson';
import type { CursorReply } from '../cursors/cursor-registry.js';
import { findDocuments } from '../storage/document-query.js';
import { collectionName, optionalBoolean, optionalDocument, optionalNonNegativeInteger, queryContext } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';

export function find({ database, command, server }: CommandRequest): Document {
  const name = collectionName(command);
  const results = findDocuments(server.catalog.collection(database, name), optionalDocument(command, 'filter'), {
    sort: optionalDocument(command, 'sort'),
    projection: optionalDocument(command, 'projection'),
    skip: optionalNonNegativeInteger(command, 'skip'),
    limit: optionalNonNegativeInteger(command, 'limit'),
  }, queryContext(command));
  const batchSize = optionalNonNegativeInteger(command, 'batchSize');
  const reply = server.cursors.open(`${database}.${name}`, results, batchSize, optionalBoolean(command, 'singleBatch', false));
  return cursorReply(reply, 'firstBatch');
}

export function cursorReply(reply: CursorReply, batchField: 'firstBatch' | 'nextBatch'): Document {
  return { cursor: { [batchField]: reply.batch, id: reply.id, ns: reply.ns }, ok: 1 };
}
