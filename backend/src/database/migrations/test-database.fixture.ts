import { type Db, MongoClient } from 'mongodb';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type EmbeddedMongo, startEmbeddedMongo } from '@shop/embedded-mongo';

/**
 * An empty database on an embedded server for each test of the calling suite, reached through the plain
 * driver as migrations reach it. `database.db` is set once the suite's tests start.
 */
export function emptyDatabasePerTest(name: string): { db: Db } {
  const database = {} as { db: Db };
  let server: EmbeddedMongo | undefined;
  let client: MongoClient | undefined;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ log: () => undefined });
    client = await MongoClient.connect(server.uri);
    database.db = client.db(name);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await database.db.dropDatabase();
  });
  return database;
}
