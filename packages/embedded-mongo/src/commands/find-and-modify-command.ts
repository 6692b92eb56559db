import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import type { Collection } from '../storage/collection.js';
import { findDocuments, projectDocument, type QueryContext } from '../storage/document-query.js';
import { applyUpdate, buildUpsertDocument, type UpdateRequest } from '../storage/update-engine.js';
import { collectionName, optionalArray, optionalBoolean, optionalDocument, queryContext } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';

/**
 * Finds one document (first in sort order), then removes or updates it in the same JS turn,
 * so a precondition in the query (stock >= 1) cannot be raced by another client.
 */
export function findAndModify({ database, command, server }: CommandRequest): Document {
  const name = collectionName(command);
  const remove = optionalBoolean(command, 'remove', false);
  const hasUpdate = command.update !== undefined;
  if (remove && hasUpdate) throw new CommandError(ErrorCode.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate) throw new CommandError(ErrorCode.FailedToParse, 'Either an update or remove=true must be specified');
  const upsert = optionalBoolean(command, 'upsert', false);
  if (remove && upsert) throw new CommandError(ErrorCode.FailedToParse, 'Cannot specify both upsert=true and remove=true');
  const returnNew = optionalBoolean(command, 'new', false);
  if (remove && returnNew)
    throw new CommandError(
      ErrorCode.FailedToParse,
      "Cannot specify both new=true and remove=true; 'remove' always returns the deleted document",
    );

  const filter = optionalDocument(command, 'query') ?? {};
  const fields = optionalDocument(command, 'fields');
  const project = (document: Document | undefined) => (document ? projectDocument(document, fields) : null);
  if (remove) {
    const collection = server.catalog.existingCollectionForWrite(database, name);
    const found = firstMatch(collection, command, filter, queryContext(command));
    if (collection && found) collection.remove(found);
    return { lastErrorObject: { n: found ? 1 : 0 }, value: project(found), ok: 1 };
  }
  const collection = server.catalog.collectionForWrite(database, name);
  const context = queryContext(command);
  const found = firstMatch(collection, command, filter, context);
  const request: UpdateRequest = {
    filter,
    update: command.update,
    arrayFilters: optionalArray(command, 'arrayFilters') as Document[] | undefined,
    variables: context.variables,
  };
  if (found) return updateFound(collection, found, request, returnNew, project);
  if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const inserted = collection.insert(buildUpsertDocument(request));
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
    value: returnNew ? project(inserted) : null,
    ok: 1,
  };
}

function firstMatch(collection: Collection | undefined, command: Document, filter: Document, context: QueryContext): Document | undefined {
  return findDocuments(collection, filter, { sort: optionalDocument(command, 'sort'), limit: 1 }, context).at(0);
}

function updateFound(
  collection: Collection,
  found: Document,
  request: UpdateRequest,
  returnNew: boolean,
  project: (document: Document | undefined) => Document | null,
): Document {
  const next = applyUpdate(found, request);
  if (next) collection.replace(found, next);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(returnNew ? (next ?? found) : found), ok: 1 };
}
