import { rmSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedMongo } from '@shop/embedded-mongo';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IN_MEMORY_DATA_DIR } from '../config/environment.schema.js';

export const MONGO_SERVER = Symbol('MONGO_SERVER');

/** Where the database is: a configured MongoDB, or the embedded server this process started. */
export interface MongoServer {
  uri: string;
  close(): Promise<void>;
}

const SOCKET_FILE_NAME = 'mongod.sock';
/** A Unix socket path must fit sun_path: 108 bytes on Linux, 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 103;

/**
 * The embedded server has no authentication, so it listens on a Unix socket that only this user can reach
 * (0600, in a 0700 directory) rather than on a TCP port any local user could connect to.
 */
export async function openMongoServer(config: AppConfig): Promise<MongoServer> {
  if (config.mongoUri) return { uri: config.mongoUri, close: () => Promise.resolve() };
  const inMemory = config.dataDir === IN_MEMORY_DATA_DIR;
  // The journal holds every document (e-mails, password hashes): DATA_DIR is for the shop's user only.
  if (!inMemory) await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const socket = await privateSocketPath(inMemory ? undefined : config.dataDir);
  const logger = new Logger('EmbeddedMongo');
  try {
    const server = await startEmbeddedMongo({
      socketPath: socket.path,
      dbPath: inMemory ? undefined : config.dataDir,
      log: (line, level) => {
        if (level === 'error') logger.error(line);
        else if (level === 'warn') logger.warn(line);
        else logger.log(line);
      },
    });
    return { uri: server.uri, close: () => server.close().finally(() => socket.removeDirectory()) };
  } catch (error) {
    await socket.removeDirectory();
    throw error;
  }
}

interface PrivateSocketPath {
  path: string;
  /** Removes a temporary directory made for the socket; nothing to do for one inside the data directory. */
  removeDirectory(): Promise<void>;
}

async function privateSocketPath(dataDir: string | undefined): Promise<PrivateSocketPath> {
  const socketDir = dataDir && join(dataDir, 'socket');
  if (socketDir && Buffer.byteLength(join(socketDir, SOCKET_FILE_NAME)) <= MAX_SOCKET_PATH_BYTES) {
    await mkdir(socketDir, { recursive: true, mode: 0o700 });
    await chmod(socketDir, 0o700);
    return { path: join(socketDir, SOCKET_FILE_NAME), removeDirectory: () => Promise.resolve() };
  }
  // mkdtemp creates the directory with mode 0700.
  const temporaryDir = await mkdtemp(join(tmpdir(), 'shop-db-'));
  // Also removed when the process exits without closing the server; only a SIGKILL leaves it behind.
  const removeOnExit = () => rmSync(temporaryDir, { recursive: true, force: true });
  process.once('exit', removeOnExit);
  const removeDirectory = () => {
    process.off('exit', removeOnExit);
    return rm(temporaryDir, { recursive: true, force: true });
  };
  return { path: join(temporaryDir, SOCKET_FILE_NAME), removeDirectory };
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
