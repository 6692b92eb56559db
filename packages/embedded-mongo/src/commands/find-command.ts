import { Long, type Document } from 'bson';
import { CommandError, ErrorCode, badValue } from '../command-error.js';
import { pathValues } from '../indexes/path-values.js';
import type { Collection } from '../storage/collection.js';
import { findDocuments, matchingDocuments, projectDocument, type FindOptions, type QueryContext } from '../storage/document-query.js';
import { plannedIndexKey } from '../storage/query-planner.js';
import { pipelineResults } from './aggregate-command.js';
import { indexBoundsFilter } from './find-bounds.js';
import { collectionName, optionalBoolean, optionalDocument, optionalNonNegativeInteger, queryContext } from './command-arguments.js';
import type { CommandRequest } from './command-context.js';
import { cursorReply } from './cursor-reply.js';

/** find options this server does not implement; refused rather than ignored. */
const UNSUPPORTED_OPTIONS = ['oplogReplay'];

export function find({ database, command, server }: CommandRequest): Document {
  const unsupported = UNSUPPORTED_OPTIONS.find((option) => command[option] !== undefined && command[option] !== false);
  if (unsupported)
    throw new CommandError(ErrorCode.CommandNotSupported, `find option '${unsupported}' is not supported by the embedded server`);
  const name = collectionName(command);
  const collection = server.catalog.collection(database, name);
  const tailable = tailableOption(command, collection);
  const bounds = indexBoundsFilter(collection, command);
  const requested = optionalDocument(command, 'filter') ?? {};
  const filter = bounds ? { $and: [requested, bounds] } : requested;
  const options: FindOptions = {
    sort: optionalDocument(command, 'sort'),
    projection: optionalDocument(command, 'projection'),
    skip: optionalNonNegativeInteger(command, 'skip'),
    limit: optionalNonNegativeInteger(command, 'limit'),
  };
  const context = queryContext(command);
  const results = collection?.isView
    ? pipelineResults(server.catalog, database, name, findPipeline(filter, options), context)
    : collectionResults(command, collection, filter, options, context);
  const batchSize = optionalNonNegativeInteger(command, 'batchSize');
  const tail = tailable && collection ? tailOf(collection, filter, options.projection, context) : undefined;
  const reply = server.cursors.open(`${database}.${name}`, results, batchSize, optionalBoolean(command, 'singleBatch', false), tail);
  return cursorReply(reply, 'firstBatch');
}

/**
 * Whether the find asks for a tailable cursor, refused as MongoDB refuses it: only on a capped collection, in natural
 * order. awaitData is accepted with it; a getMore answers at once (what is there, maybe nothing) instead of waiting.
 */
function tailableOption(command: Document, collection: Collection | undefined): boolean {
  const tailable = optionalBoolean(command, 'tailable', false);
  if (optionalBoolean(command, 'awaitData', false) && !tailable)
    throw new CommandError(ErrorCode.FailedToParse, "Cannot set 'awaitData' without also setting 'tailable'");
  if (!tailable || !collection) return tailable;
  if (collection.options.capped !== true) throw badValue('error processing query: tailable cursor requested on non capped collection');
  const sort = optionalDocument(command, 'sort') ?? {};
  if (Object.keys(sort).some((field) => field !== '$natural') || (sort.$natural !== undefined && sort.$natural !== 1))
    throw badValue('cannot use tailable option with a sort other than {$natural: 1}');
  return true;
}

/** A tailable cursor's next documents: the matches stored since it last looked, projected as the find asked. */
function tailOf(collection: Collection, filter: Document, projection: Document | undefined, context: QueryContext): () => Document[] {
  let after = collection.newestRecordId;
  return () => {
    const fresh = matchingDocuments(collection, filter, 0, context).filter((document) => collection.recordIdOf(document) > after);
    after = collection.newestRecordId;
    return fresh.map((document) => projectDocument(document, projection));
  };
}

function collectionResults(
  command: Document,
  collection: Collection | undefined,
  filter: Document,
  options: FindOptions,
  context: QueryContext,
): Document[] {
  const results = findDocuments(collection, filter, options, context);
  if (!collection) return results;
  if (optionalBoolean(command, 'returnKey', false)) return results.map(indexKeyReader(plannedIndexKey(collection, filter, options.sort)));
  if (!optionalBoolean(command, 'showRecordId', false)) return results;
  return results.map((document) => ({ ...document, $recordId: Long.fromNumber(collection.recordIdOf(document)) }));
}

/** returnKey: each result's key in the index the query used ({} for a collection scan). */
function indexKeyReader(indexKey: Document | undefined): (document: Document) => Document {
  const fields = Object.keys(indexKey ?? {});
  return (document) => Object.fromEntries(fields.map((field) => [field, pathValues(document, field)[0] ?? null]));
}

/** A find on a view, as the stages MongoDB appends to the view's pipeline. */
function findPipeline(filter: Document, options: FindOptions): Document[] {
  const stages: Document[] = [{ $match: filter }];
  if (options.sort && Object.keys(options.sort).length > 0) stages.push({ $sort: options.sort });
  if (options.skip) stages.push({ $skip: options.skip });
  if (options.limit) stages.push({ $limit: options.limit });
  if (options.projection && Object.keys(options.projection).length > 0) stages.push({ $project: options.projection });
  return stages;
}
