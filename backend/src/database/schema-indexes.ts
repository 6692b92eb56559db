import type { Connection } from 'mongoose';

/**
 * Builds the indexes that the models declare and the database lacks. Mongoose's autoIndex (off, see
 * database.module.ts) sent every declared index and collection again at each start, 79 commands on the demo
 * data; this asks each collection once for its indexes and creates only when one is missing (on a new
 * database, all of them), so the unique indexes exist before the first request.
 */
export async function ensureSchemaIndexes(connection: Connection, log: (line: string) => void): Promise<void> {
  for (const model of Object.values(connection.models)) {
    if (model.schema.indexes().length === 0) continue;
    const missing = (await model.diffIndexes()).toCreate.length;
    if (missing === 0) continue;
    await model.createIndexes();
    log(`Built ${missing} ${missing === 1 ? 'index' : 'indexes'} of ${model.collection.collectionName}`);
  }
}
