import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../server.js';

/**
 * The server a conformance spec talks to: a real MongoDB when MONGODB_URI is set (so the suite
 * can prove itself against the real thing), otherwise a fresh in-memory embedded server.
 * Each spec file gets its own database, dropped at the end.
 */
export interface TestServer {
  readonly uri: string;
  readonly embedded: boolean;
  readonly client: MongoClient;
  readonly db: Db;
  readonly dbName: string;
  /** Log lines the embedded server printed (always empty against a real MongoDB). */
  readonly logLines: string[];
  stop(): Promise<void>;
}

export async function startTestServer(label: string): Promise<TestServer> {
  const logLines: string[] = [];
  const externalUri = process.env.MONGODB_URI;
  let embedded: EmbeddedMongo | undefined;
  let uri = externalUri;
  if (!uri) {
    embedded = await startEmbeddedMongo({ log: (line) => logLines.push(line) });
    uri = embedded.uri;
  }
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 5000 }).connect();
  const dbName = `conformance_${label}_${randomBytes(4).toString('hex')}`;
  const db = client.db(dbName);
  return {
    uri,
    embedded: embedded !== undefined,
    client,
    db,
    dbName,
    logLines,
    stop: async () => {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
      await embedded?.close();
    },
  };
}

/** Runs a command and returns the server's error reply instead of throwing. */
export async function commandError(
  db: Db,
  command: Record<string, unknown>,
): Promise<{ code?: number; codeName?: string; message: string }> {
  try {
    await db.command(command);
  } catch (error) {
    const { code, codeName, message } = error as { code?: number; codeName?: string; message: string };
    return { code, codeName, message };
  }
  throw new Error(`command ${JSON.stringify(Object.keys(command)[0])} unexpectedly succeeded`);
}
