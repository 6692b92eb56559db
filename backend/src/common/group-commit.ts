import DataLoader from 'dataloader';
import { type Model, mongo } from 'mongoose';

/**
 * Group commit with dataloader: a call made while no write of this loader runs goes out on the next turn of the
 * event loop; calls made while one runs wait for it and then go out together, so under load one command carries
 * many of them, and when it is quiet nothing waits. Each call gets its own outcome (`write` answers one per key).
 */
export function groupCommit<Key, Value>(
  write: (keys: readonly Key[]) => Promise<(Value | Error)[]>,
  maxBatchSize: number,
): DataLoader<Key, Value> {
  let writing: Promise<unknown> = Promise.resolve();
  const startWrite = (keys: readonly Key[]) => {
    const written = write(keys);
    writing = written.catch(() => undefined);
    return written;
  };
  return new DataLoader(startWrite, {
    cache: false,
    maxBatchSize,
    batchScheduleFn: (flush) => void writing.then(() => setImmediate(flush)),
  });
}

/**
 * Inserts the documents, built in their stored types, in one command without mongoose's casting and documents
 * (`lean`); each is answered apart, so a document the database refuses (a duplicate key) fails alone.
 */
export async function insertEach<Doc>(model: Model<Doc>, documents: readonly Doc[]): Promise<(undefined | Error)[]> {
  try {
    await model.insertMany(documents, { ordered: false, lean: true });
    return documents.map(() => undefined);
  } catch (error) {
    return refusedApart(error, documents.length);
  }
}

/**
 * The error of each document or operation the database refused in an unordered bulk command (undefined for the
 * others); any other failure of the command is thrown as it is.
 */
export function refusedApart(error: unknown, count: number): (Error | undefined)[] {
  if (!(error instanceof mongo.MongoBulkWriteError)) throw error;
  const refused = new Map([error.writeErrors].flat().map((writeError) => [writeError.index, writeError]));
  return Array.from({ length: count }, (_unused, index) => {
    const writeError = refused.get(index);
    return writeError && Object.assign(new Error(writeError.errmsg), { code: writeError.code });
  });
}
