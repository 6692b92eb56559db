import type { Document } from 'bson';
import { typeMismatch } from '../command-error.js';
import { keyString } from '../indexes/key-string.js';
import { pathValues } from '../indexes/path-values.js';
import { foldStrings } from '../storage/collation.js';
import { countMatching, matchingDocuments } from '../storage/document-query.js';
import { pipelineResults } from './aggregate-command.js';
import { collectionName, optionalDocument, optionalNonNegativeInteger, queryContext } from './command-arguments.js';
import type { CommandHandler, CommandRequest } from './command-context.js';

function count({ database, command, server }: CommandRequest): Document {
  const matched = countOrViewMatches({ database, command, server }, optionalDocument(command, 'query'));
  const skip = optionalNonNegativeInteger(command, 'skip') ?? 0;
  const limit = optionalNonNegativeInteger(command, 'limit') ?? 0;
  return { n: Math.max(0, Math.min(matched - skip, limit === 0 ? Infinity : limit)), ok: 1 };
}

/** Values of key across matching documents, array elements counted one by one, each value once. */
function distinct({ database, command, server }: CommandRequest): Document {
  const key = command.key;
  if (typeof key !== 'string') throw typeMismatch("BSON field 'distinct.key' is the wrong type, expected type 'string'");
  const context = queryContext(command);
  const values = new Map<string, unknown>();
  for (const document of matchingOrViewDocuments({ database, command, server }, optionalDocument(command, 'query'))) {
    for (const value of pathValues(document, key)) {
      if (value === undefined) continue;
      const valueKey = keyString(context.collation ? foldStrings(value, context.collation) : value);
      if (!values.has(valueKey)) values.set(valueKey, value);
    }
  }
  return { values: [...values.values()], ok: 1 };
}

function countOrViewMatches(request: Pick<CommandRequest, 'database' | 'command' | 'server'>, query: Document | undefined): number {
  const collection = request.server.catalog.collection(request.database, collectionName(request.command));
  if (collection?.isView) return matchingOrViewDocuments(request, query).length;
  return countMatching(collection, query, queryContext(request.command));
}

/** The documents query matches in the named collection, or in the view of that name. */
function matchingOrViewDocuments(
  { database, command, server }: Pick<CommandRequest, 'database' | 'command' | 'server'>,
  query: Document | undefined,
): Document[] {
  const name = collectionName(command);
  const collection = server.catalog.collection(database, name);
  const context = queryContext(command);
  if (collection?.isView) return pipelineResults(server.catalog, database, name, [{ $match: query ?? {} }], context);
  return matchingDocuments(collection, query, 0, context);
}

export const countDistinctCommands: Record<string, CommandHandler> = { count, distinct };
