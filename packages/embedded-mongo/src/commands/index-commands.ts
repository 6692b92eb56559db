import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import { normalizeIndexSpec, type IndexSpec } from '../indexes/index-spec.js';
import type { Collection } from '../storage/collection.js';
import { isPlainObject } from '../storage/plain-object.js';
import { collectionName, optionalDocument, requiredArray } from './command-arguments.js';
import type { CommandHandler, CommandRequest } from './command-context.js';
import { cursorReply } from './cursor-reply.js';

function createIndexes({ database, command, server }: CommandRequest): Document {
  const name = collectionName(command);
  const specs = requiredArray(command, 'indexes').map((raw) => {
    if (!isPlainObject(raw)) throw new CommandError(ErrorCode.TypeMismatch, 'each index specification must be an object');
    return normalizeIndexSpec(raw);
  });
  if (specs.length === 0) throw new CommandError(ErrorCode.BadValue, 'Must specify at least one index to create');
  const existed = server.catalog.collection(database, name) !== undefined;
  const collection = server.catalog.collectionForWrite(database, name);
  const numIndexesBefore = collection.indexSpecs().length;
  const outcomes = specs.map((spec) => collection.createIndex(spec));
  const reply: Document = { numIndexesBefore, numIndexesAfter: collection.indexSpecs().length };
  reply.createdCollectionAutomatically = !existed;
  if (outcomes.every((outcome) => outcome === 'exists')) reply.note = 'all indexes already exist';
  return { ...reply, ok: 1 };
}

function listIndexes({ database, command, server }: CommandRequest): Document {
  const collection = existingCollection(database, command, server.catalog.collection.bind(server.catalog));
  const batchSize = optionalDocument(command, 'cursor')?.batchSize as number | undefined;
  return cursorReply(server.cursors.open(collection.namespace, collection.indexSpecs(), batchSize), 'firstBatch');
}

function dropIndexes({ database, command, server }: CommandRequest): Document {
  const collection = existingCollection(database, command, server.catalog.collection.bind(server.catalog));
  const nIndexesWas = collection.indexSpecs().length;
  for (const name of indexNamesToDrop(collection, command.index)) collection.dropIndex(name);
  return { nIndexesWas, ok: 1 };
}

function indexNamesToDrop(collection: Collection, target: unknown): string[] {
  const specs = collection.indexSpecs();
  if (target === '*') return specs.filter((spec) => spec.name !== '_id_').map((spec) => spec.name);
  const names = Array.isArray(target) ? target : [target];
  return names.map((wanted) => {
    const spec = specs.find((candidate) => matchesIndex(candidate, wanted));
    if (!spec) {
      const description = typeof wanted === 'string' ? `with name ${wanted}` : `with key pattern ${JSON.stringify(wanted)}`;
      throw new CommandError(ErrorCode.IndexNotFound, `index not found ${description}`);
    }
    if (spec.name === '_id_') throw new CommandError(ErrorCode.InvalidOptions, 'cannot drop _id index');
    return spec.name;
  });
}

function matchesIndex(spec: IndexSpec, wanted: unknown): boolean {
  if (typeof wanted === 'string') return spec.name === wanted;
  return isPlainObject(wanted) && JSON.stringify(spec.key) === JSON.stringify(wanted);
}

function existingCollection(database: string, command: Document, lookup: (db: string, name: string) => Collection | undefined): Collection {
  const name = collectionName(command);
  const collection = lookup(database, name);
  if (!collection) throw new CommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${database}.${name}`);
  return collection;
}

export const indexCommands: Record<string, CommandHandler> = { createIndexes, listIndexes, dropIndexes };
