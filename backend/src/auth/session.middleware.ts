import { Logger } from '@nestjs/common';
import MongoStore from 'connect-mongo';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { SESSIONS_COLLECTION } from '../common/auth/session-user.js';
import type { AppConfig } from '../config/app-config.js';

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
    store: MongoStore.create({
      client: connection.getClient(),
      dbName: connection.db?.databaseName,
      collectionName: SESSIONS_COLLECTION,
      stringify: false,
      ttl: SESSION_LIFETIME_SECONDS,
      touchAfter: STORE_TOUCH_AFTER_SECONDS,
    }),
  });
}
