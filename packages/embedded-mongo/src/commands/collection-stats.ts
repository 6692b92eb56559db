import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import type { Collection } from '../storage/collection.js';
import { isPlainObject } from '../storage/plain-object.js';

/** The one document $collStats produces, with the sections its specification asks for. */
export function collectionStats(collection: Collection | undefined, database: string, name: string, spec: unknown): Document {
  if (!isPlainObject(spec)) throw new CommandError(ErrorCode.Location40415, '$collStats must take a nested object');
  if (!collection)
    throw new CommandError(
      ErrorCode.NamespaceNotFound,
      `Unable to retrieve storageStats in $collStats stage :: caused by :: Collection [${database}.${name}] not found.`,
    );
  const stats: Document = { ns: collection.namespace, host: 'localhost', localTime: new Date() };
  if (spec.storageStats !== undefined) stats.storageStats = storageStats(collection);
  if (spec.count !== undefined) stats.count = collection.documents.size;
  return stats;
}

function storageStats(collection: Collection): Document {
  const size = collection.dataSize();
  const count = collection.documents.size;
  const stats: Document = {
    size,
    count,
    avgObjSize: count ? Math.round(size / count) : 0,
    storageSize: size,
    nindexes: collection.indexSpecs().length,
    capped: collection.options.capped === true,
  };
  if (stats.capped) Object.assign(stats, { maxSize: collection.options.size, max: collection.options.max ?? 0 });
  return stats;
}
