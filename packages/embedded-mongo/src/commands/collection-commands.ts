import type { Document } from 'bson';
import { mingo } from '../storage/mingo.js';
import { CommandError, ErrorCode } from '../command-error.js';
import { ID_INDEX_SPEC } from '../indexes/index-spec.js';
import type { Collection } from '../storage/collection.js';
import { MINGO_OPTIONS } from '../storage/mingo-options.js';
import { createOptions, indexModification, modifiedOptions } from './collection-options.js';
import { collectionName, optionalBoolean, optionalDocument } from './command-arguments.js';
import type { CommandHandler, CommandRequest } from './command-context.js';
import { cursorReply } from './cursor-reply.js';

function create({ database, command, server }: CommandRequest): Document {
  server.catalog.createCollection(database, collectionName(command), createOptions(command));
  return { ok: 1 };
}

function collMod({ database, command, server }: CommandRequest): Document {
  const name = collectionName(command);
  const collection = server.catalog.collection(database, name);
  if (!collection) throw new CommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${database}.${name}`);
  const options = modifiedOptions(collection.options, command);
  const reply = command.index === undefined ? {} : indexModification(collection, command.index);
  collection.modifyOptions(options);
  return { ...reply, ok: 1 };
}

/** Dropping a missing collection succeeds, as on MongoDB 7.0. */
function drop({ database, command, server }: CommandRequest): Document {
  const name = collectionName(command);
  const dropped = server.catalog.dropCollection(database, name);
  if (!dropped) return { ok: 1 };
  return { nIndexesWas: dropped.indexSpecs().length, ns: dropped.namespace, ok: 1 };
}

function dropDatabase({ database, server }: CommandRequest): Document {
  server.catalog.dropDatabase(database);
  return { ok: 1 };
}

function listCollections({ database, command, server }: CommandRequest): Document {
  const nameOnly = optionalBoolean(command, 'nameOnly', false);
  const filter = optionalDocument(command, 'filter');
  const query = filter ? new (mingo().Query)(filter, MINGO_OPTIONS) : undefined;
  const entries = server.catalog
    .collectionsOf(database)
    .map((collection) => (nameOnly ? { name: collection.name, type: collectionType(collection) } : collectionInfo(collection)))
    .filter((entry) => !query || query.test(entry));
  const batchSize = optionalDocument(command, 'cursor')?.batchSize as number | undefined;
  return cursorReply(server.cursors.open(`${database}.$cmd.listCollections`, entries, batchSize), 'firstBatch');
}

function collectionInfo(collection: Collection): Document {
  const info: Document = { name: collection.name, type: collectionType(collection), options: collection.options };
  if (collection.isView) return { ...info, info: { readOnly: true } };
  info.info = { readOnly: false, uuid: collection.uuid };
  return collection.options.clusteredIndex ? info : { ...info, idIndex: ID_INDEX_SPEC };
}

function collectionType(collection: Collection): string {
  return collection.isView ? 'view' : 'collection';
}

function listDatabases({ command, server }: CommandRequest): Document {
  const nameOnly = optionalBoolean(command, 'nameOnly', false);
  const filter = optionalDocument(command, 'filter');
  const query = filter ? new (mingo().Query)(filter, MINGO_OPTIONS) : undefined;
  const databases = server.catalog
    .databaseNames()
    .map((name) => (nameOnly ? { name } : { name, sizeOnDisk: estimatedSize(server.catalog.collectionsOf(name)), empty: false }))
    .filter((entry) => !query || query.test(entry));
  if (nameOnly) return { databases, ok: 1 };
  const totalSize = databases.reduce((sum, entry) => sum + (entry.sizeOnDisk ?? 0), 0);
  return { databases, totalSize, totalSizeMb: Math.floor(totalSize / (1024 * 1024)), ok: 1 };
}

/** A rough size: 1 KiB per document; computing real BSON sizes would cost a full scan. */
function estimatedSize(collections: Collection[]): number {
  return collections.reduce((sum, collection) => sum + collection.documents.size * 1024, 0) || 4096;
}

export const collectionCommands: Record<string, CommandHandler> = {
  create,
  collMod,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
};
