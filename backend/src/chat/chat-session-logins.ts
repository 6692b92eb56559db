import { Inject, Injectable } from '@nestjs/common';
import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
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

  /** The session id of the signed cookie, as express-session signs it ("s:" + cookie-signature's signed id). */
  private sessionIdOf(cookieHeader: string | undefined): string | null {
    const value = cookieHeader && parseCookies(cookieHeader)[SESSION_COOKIE_NAME];
    if (!value?.startsWith('s:')) return null;
    return unsign(value.slice(2), this.secret) || null;
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
