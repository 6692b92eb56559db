import { chmod, unlink } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { openDurableStore } from './durability/durable-store.js';
import { createCommandDispatcher } from './commands/command-dispatcher.js';
import type { ServerState } from './commands/command-context.js';
import { CursorRegistry } from './cursors/cursor-registry.js';
import { startTtlMonitor } from './indexes/ttl-monitor.js';
import { Catalog } from './storage/catalog.js';
import { Journal } from './storage/journal.js';
import { applyRecord, stateRecords } from './storage/journal-records.js';
import { Connection } from './wire/connection.js';
import type { Log } from './log.js';

export interface EmbeddedMongoOptions {
  port?: number;
  host?: string;
  /** Listen on this Unix socket (mode 0600) instead of TCP; port and host are then ignored. */
  socketPath?: string;
  /** undefined: in-memory mode; a directory: durable mode (journal and snapshots there). */
  dbPath?: string;
  /** Each line with its level ('info' unless said otherwise): a warning about file modes, an error about damage. */
  log?: Log;
  maxMessageBytes?: number;
  /** Seconds between TTL sweeps, 60 like mongod; also settable at run time with setParameter. */
  ttlMonitorSleepSecs?: number;
}

export interface EmbeddedMongo {
  readonly uri: string;
  /** 0 when listening on a Unix socket. */
  readonly port: number;
  close(): Promise<void>;
}

const DEFAULT_MAX_MESSAGE_BYTES = 48_000_000;
const DEFAULT_TTL_MONITOR_SLEEP_SECS = 60;
const CURSOR_SWEEP_MS = 60_000;

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const log = options.log ?? logToStderr;
  // On a Unix socket its path stands in for the host, in the URI and in what getCmdLineOpts reports.
  const host = options.socketPath ?? options.host ?? '127.0.0.1';
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const store = options.dbPath === undefined ? undefined : await openDurableStore(options.dbPath, { log });
  const journal = new Journal(store, log);
  const catalog = new Catalog(journal);
  const connections = new Set<Connection>();
  const listener = createServer();
  let port: number;
  try {
    journal.replay((record) => applyRecord(catalog, record));
    journal.describeStateWith(() => stateRecords(catalog));
    port = await startListening(listener, options, host);
  } catch (error) {
    await journal.close();
    throw error;
  }
  const state: ServerState = {
    catalog,
    cursors: new CursorRegistry(),
    parameters: { ttlMonitorSleepSecs: options.ttlMonitorSleepSecs ?? DEFAULT_TTL_MONITOR_SLEEP_SECS },
    startedAt: new Date(),
    host,
    port,
    dbPath: options.dbPath,
    maxMessageBytes,
    connectionCount: () => connections.size,
  };
  listener.on('error', (error) => log(`listener error: ${error.message}`));
  const runCommand = createCommandDispatcher(state, log);
  let nextConnectionId = 1;
  listener.on('connection', (socket) => {
    const connection = new Connection(socket, nextConnectionId++, maxMessageBytes, runCommand, log);
    connections.add(connection);
    socket.on('close', () => connections.delete(connection));
  });

  const stopTtlMonitor = startTtlMonitor(catalog, () => state.parameters.ttlMonitorSleepSecs, log);
  const cursorSweep = setInterval(() => state.cursors.closeIdle(), CURSOR_SWEEP_MS);
  cursorSweep.unref();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stopTtlMonitor();
      clearInterval(cursorSweep);
      const stopped = new Promise<void>((resolve) => listener.close(() => resolve()));
      for (const connection of connections) connection.close();
      await stopped;
      await journal.close();
    })();
    return closing;
  };
  const uri = options.socketPath === undefined ? `mongodb://${host}:${port}` : `mongodb://${encodeURIComponent(host)}`;
  return { uri, port, close };
}

export const logToStderr: Log = (line, level = 'info') =>
  console.error(`[embedded-mongo] ${level === 'info' ? '' : `${level.toUpperCase()}: `}${line}`);

function listen(listener: Server, target: { path: string } | { port: number; host: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(target, () => {
      listener.off('error', reject);
      resolve();
    });
  });
}

/** Returns the TCP port, or 0 on a Unix socket. */
async function startListening(listener: Server, options: EmbeddedMongoOptions, host: string): Promise<number> {
  if (options.socketPath !== undefined) {
    await listenOnSocket(listener, options.socketPath);
    return 0;
  }
  await listen(listener, { port: options.port ?? 0, host });
  return (listener.address() as AddressInfo).port;
}

/** A socket file left by a killed server is replaced; one a live server answers on is not. */
async function listenOnSocket(listener: Server, path: string): Promise<void> {
  try {
    await listen(listener, { path });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await socketAnswers(path)) throw new Error(`Unix socket ${path} is in use by another server`, { cause: error });
    await unlink(path);
    await listen(listener, { path });
  }
  // Until this chmod the socket has the umask's mode; callers put it in a 0700 directory for that moment.
  await chmod(path, 0o600);
}

function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}
