import { Logger } from '@nestjs/common';
import MongoStore from 'connect-mongo';
import session, { type SessionData } from 'express-session';
import type { RequestHandler } from 'express';
import type { MongoClient } from 'mongodb';
import type { Connection } from 'mongoose';
import { SESSIONS_COLLECTION } from '../common/auth/session-user.js';
import type { AppConfig } from '../config/app-config.js';
import { CommandBatcher } from '../database/command-batcher.js';

export const SESSION_COOKIE_NAME = 'shop.sid';
export { SESSIONS_COLLECTION };
const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
// A rolling session is rewritten on every request; writing its expiry at most hourly is plenty for 7 days.
const STORE_TOUCH_AFTER_SECONDS = 60 * 60;

export interface SessionSettings {
  secret: string;
  /** Cookies only over https: true when the public URL is https. */
  secureCookie: boolean;
}

export function sessionSettingsFrom(config: AppConfig): SessionSettings {
  if (config.sessionSecretGenerated) {
    new Logger('Sessions').warn('SESSION_SECRET is not set: using a random one, so logins end when the server restarts.');
  }
  return { secret: config.sessionSecret, secureCookie: new URL(config.publicUrl).protocol === 'https:' };
}

export function sessionCookieOptions(settings: SessionSettings) {
  return { httpOnly: true, sameSite: 'lax', secure: settings.secureCookie, path: '/' } as const;
}

/** Sessions live in MongoDB, so every backend instance sees the same ones and logout really ends them. */
export function createSessionMiddleware(settings: SessionSettings, connection: Connection): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: settings.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(settings), maxAge: SESSION_LIFETIME_SECONDS * 1000 },
    store: new SessionStore({
      client: connection.getClient(),
      dbName: connection.db?.databaseName,
      collectionName: SESSIONS_COLLECTION,
      stringify: false,
      ttl: SESSION_LIFETIME_SECONDS,
      touchAfter: STORE_TOUCH_AFTER_SECONDS,
    }),
  });
}

interface StoredSession {
  _id: string;
  session: SessionData;
  lastModified?: Date;
}

type SessionStoreOptions = ConstructorParameters<typeof MongoStore>[0] & { client: MongoClient; dbName?: string; collectionName: string };

/**
 * connect-mongo's store (stringify: false, no crypto), whose reads of concurrent requests share one find: every
 * guarded request reads its session, so under load this is the shop's most frequent command.
 */
class SessionStore extends MongoStore {
  private readonly reads: CommandBatcher<string, SessionData | null>;

  constructor(options: SessionStoreOptions) {
    super(options);
    const sessions = options.client.db(options.dbName).collection<StoredSession>(options.collectionName);
    this.reads = new CommandBatcher(async (ids: string[]) => {
      const found = await sessions
        .find({ _id: { $in: ids }, $or: [{ expires: { $exists: false } }, { expires: { $gt: new Date() } }] })
        .toArray();
      const byId = new Map(found.map((stored) => [stored._id, stored]));
      const handedOut = new Set<string>();
      return ids.map((id) => {
        const read = byId.get(id);
        if (!read) return null;
        // Two requests of one session in a batch each get their own copy, as two reads would give them.
        const stored = handedOut.has(id) ? structuredClone(read) : read;
        handedOut.add(id);
        // As connect-mongo's own read: the time of the last write lets it skip touches for touchAfter.
        return stored.lastModified ? Object.assign(stored.session, { lastModified: stored.lastModified }) : stored.session;
      });
    });
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.reads.add(sid).then((stored) => callback(null, stored), callback);
  }
}
