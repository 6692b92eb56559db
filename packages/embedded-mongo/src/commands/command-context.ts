import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors/cursor-registry.js';
import type { Catalog } from '../storage/catalog.js';
import type { LocalSessions } from './local-sessions.js';

/** Runtime-settable parameters (setParameter/getParameter). */
export interface ServerParameters {
  ttlMonitorSleepSecs: number;
}

export interface ServerState {
  readonly catalog: Catalog;
  readonly cursors: CursorRegistry;
  readonly parameters: ServerParameters;
  readonly startedAt: Date;
  readonly host: string;
  readonly port: number;
  readonly dbPath: string | undefined;
  readonly maxMessageBytes: number;
  connectionCount(): number;
}

export interface CommandRequest {
  database: string;
  /** The command document; its first key names the command. */
  command: Document;
  connectionId: number;
  server: ServerState;
  sessions: LocalSessions;
}

/** Handlers run synchronously, which keeps every write atomic with respect to other clients. */
export type CommandHandler = (request: CommandRequest) => Document;
