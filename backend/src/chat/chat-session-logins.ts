import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { SESSION_COOKIE_NAME, SESSIONS_COLLECTION } from '../auth/session.middleware.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService } from '../users/users.service.js';
import { GroupCommit } from './group-commit.js';

/** What a socket needs of a session as the session store keeps it (express-session through connect-mongo, not stringified). */
interface StoredSession {
  _id: string;
  session: { userId?: string };
}

/** Who a socket's session cookie logs in. */
export interface SocketLogin {
  sessionId: string;
  user: AuthenticatedUser;
}

/**
 * The login behind a socket's session cookie, checked like express-session checks it (the cookie's
 * signature, then a session that has not expired, then its user). Concurrent handshakes share their
 * reads: a crowd connecting at once costs one read of their sessions and one of their users, instead of
 * two round trips per socket through express-session and mongoose.
 */
@Injectable()
export class ChatSessionLogins {
  private readonly reads = new GroupCommit<string, AuthenticatedUser | null>((sessionIds) => this.usersOfSessions(sessionIds));
  private readonly secret: string;

  constructor(
    @InjectConnection() private readonly connection: mongoose.Connection,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    this.secret = config.sessionSecret;
  }

  /** null without a cookie, with a forged one, or when its session has ended or its user is gone. */
  async loginOf(cookieHeader: string | undefined): Promise<SocketLogin | null> {
    const sessionId = this.sessionIdOf(cookieHeader);
    if (!sessionId) return null;
    const user = await this.reads.add(sessionId);
    return user && { sessionId, user };
  }

  /** The session id of the signed cookie ("s:" + id + "." + base64 HMAC-SHA256 of the id, cookie-signature's format). */
  private sessionIdOf(cookieHeader: string | undefined): string | null {
    const value = cookieValue(cookieHeader, SESSION_COOKIE_NAME);
    if (!value?.startsWith('s:')) return null;
    const signed = value.slice(2);
    const sessionId = signed.slice(0, signed.lastIndexOf('.'));
    const expected = Buffer.from(`${sessionId}.${createHmac('sha256', this.secret).update(sessionId).digest('base64').replace(/=+$/, '')}`);
    const given = Buffer.from(signed);
    return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
  }

  private async usersOfSessions(sessionIds: string[]): Promise<PromiseSettledResult<AuthenticatedUser | null>[]> {
    const sessions = await this.connection
      .collection<StoredSession>(SESSIONS_COLLECTION)
      .find({ _id: { $in: sessionIds }, expires: { $gt: new Date() } }, { projection: { 'session.userId': 1 } })
      .toArray();
    const userIdOf = new Map(sessions.map((stored) => [stored._id, stored.session.userId]));
    const userIds = [...new Set(sessions.flatMap((stored) => stored.session.userId ?? []))];
    const users = new Map((await this.users.findAuthenticatedUsers(userIds)).map((user) => [user.id, user]));
    return sessionIds.map((sessionId) => ({ status: 'fulfilled', value: users.get(userIdOf.get(sessionId) ?? '') ?? null }));
  }
}

/** The named cookie's value, URL-decoded as the browser's encoding of it requires; undefined when absent or malformed. */
function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const raw = pair.slice(equals + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
