import type { Document } from 'bson';
import { CommandError, ErrorCode } from '../command-error.js';
import type { CommandHandler, CommandRequest, ServerParameters } from './command-context.js';

export const SERVER_VERSION = '7.0.0';
/** Wire version of MongoDB 7.0; the driver in use supports 8 through 25+. */
const MAX_WIRE_VERSION = 21;
const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
const MAX_WRITE_BATCH_SIZE = 100_000;

/**
 * hello/isMaster as a standalone mongod answers it. No topologyVersion, so drivers poll instead
 * of streaming heartbeats; no compression field, so drivers never compress.
 */
function hello(request: CommandRequest, legacy: boolean): Document {
  const reply: Document = legacy ? { ismaster: true } : { isWritablePrimary: true };
  return {
    ...reply,
    helloOk: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: request.server.maxMessageBytes,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: request.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

function buildInfo(): Document {
  const [major, minor, patch] = SERVER_VERSION.split('.').map(Number);
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded',
    versionArray: [major, minor, patch, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['embedded'],
    modules: [],
    ok: 1,
  };
}

function parameterValues(parameters: ServerParameters): Document {
  return {
    featureCompatibilityVersion: { version: SERVER_VERSION.split('.').slice(0, 2).join('.') },
    ttlMonitorSleepSecs: parameters.ttlMonitorSleepSecs,
  };
}

function getParameter({ command, server }: CommandRequest): Document {
  const values = parameterValues(server.parameters);
  if (command.getParameter === '*') return { ...values, ok: 1 };
  const wanted = Object.keys(command).filter((key) => key !== 'getParameter' && !key.startsWith('$') && key !== 'lsid');
  const reply: Document = {};
  for (const name of wanted) {
    if (!(name in values)) throw new CommandError(ErrorCode.InvalidOptions, `no option found to get`);
    reply[name] = values[name];
  }
  return { ...reply, ok: 1 };
}

/** Only ttlMonitorSleepSecs can be set (tests shorten the TTL sweep with it, as on a real mongod). */
function setParameter({ command, server }: CommandRequest): Document {
  const value = command.ttlMonitorSleepSecs;
  if (typeof value !== 'number' || !(value > 0)) {
    throw new CommandError(ErrorCode.InvalidOptions, 'no option found to set, use help:true to see options');
  }
  const was = server.parameters.ttlMonitorSleepSecs;
  server.parameters.ttlMonitorSleepSecs = value;
  return { was, ok: 1 };
}

function getCmdLineOpts({ server }: CommandRequest): Document {
  const parsed: Document = { net: { bindIp: server.host, port: server.port } };
  if (server.dbPath) parsed.storage = { dbPath: server.dbPath };
  return { argv: ['mongod'], parsed, ok: 1 };
}

function serverStatus({ server }: CommandRequest): Document {
  const uptimeMillis = Date.now() - server.startedAt.getTime();
  return {
    host: `${server.host}:${server.port}`,
    version: SERVER_VERSION,
    process: 'mongod',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    localTime: new Date(),
    connections: { current: server.connectionCount(), available: 1_000_000 - server.connectionCount() },
    ok: 1,
  };
}

const ok: CommandHandler = () => ({ ok: 1 });

export const serverCommands: Record<string, CommandHandler> = {
  hello: (request) => hello(request, false),
  isMaster: (request) => hello(request, true),
  ismaster: (request) => hello(request, true),
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  setParameter,
  getCmdLineOpts,
  serverStatus,
  endSessions: ({ command, sessions }) => {
    sessions.end(command.endSessions);
    return { ok: 1 };
  },
  killSessions: ok,
  whatsmyuri: () => ({ you: '127.0.0.1', ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
};
