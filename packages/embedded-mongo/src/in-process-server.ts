import type { Document } from 'bson';
import { createCommandDispatcher } from './commands/command-dispatcher.js';
import { CursorRegistry } from './cursors/cursor-registry.js';
import { Catalog } from './storage/catalog.js';
import { Journal } from './storage/journal.js';

export interface InProcessServer {
  /** Runs one command as the server would for one connection's OP_MSG, with no socket or driver in between. */
  runCommand(database: string, command: Document): Promise<Document>;
}

const CONNECTION_ID = 1;
const MAX_MESSAGE_BYTES = 48_000_000;

/** An in-memory server answering commands in this process: for measuring the server's own share of a request. */
export function createInProcessServer(): InProcessServer {
  const runCommand = createCommandDispatcher(
    {
      catalog: new Catalog(new Journal(undefined, () => undefined)),
      cursors: new CursorRegistry(),
      parameters: { ttlMonitorSleepSecs: 60 },
      startedAt: new Date(),
      host: '127.0.0.1',
      port: 0,
      dbPath: undefined,
      maxMessageBytes: MAX_MESSAGE_BYTES,
      connectionCount: () => 1,
    },
    () => undefined,
  );
  return { runCommand: (database, command) => runCommand(database, command, CONNECTION_ID) };
}
