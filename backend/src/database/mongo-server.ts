import { mkdir } from 'node:fs/promises';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IN_MEMORY_DATA_DIR } from '../config/environment.schema.js';
import { startEmbeddedMongo } from '../embedded-mongo/server.js';

export const MONGO_SERVER = Symbol('MONGO_SERVER');

/** Where the database is: a configured MongoDB, or the embedded server this process started. */
export interface MongoServer {
  uri: string;
  close(): Promise<void>;
}

export async function openMongoServer(config: AppConfig): Promise<MongoServer> {
  if (config.mongoUri) return { uri: config.mongoUri, close: async () => undefined };
  const inMemory = config.dataDir === IN_MEMORY_DATA_DIR;
  if (!inMemory) await mkdir(config.dataDir, { recursive: true });
  const logger = new Logger('EmbeddedMongo');
  return startEmbeddedMongo({
    port: 0,
    dbPath: inMemory ? undefined : config.dataDir,
    log: (line) => logger.log(line),
  });
}

/** Closes the mongoose connection before the server it talks to, whichever module Nest shuts first. */
@Injectable()
export class MongoServerShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(MONGO_SERVER) private readonly server: MongoServer,
    @InjectConnection() private readonly connection: mongoose.Connection,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
    await this.server.close();
  }
}

export const mongoServerProvider = {
  provide: MONGO_SERVER,
  useFactory: openMongoServer,
  inject: [APP_CONFIG],
};
