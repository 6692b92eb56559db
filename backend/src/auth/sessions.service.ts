import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Request, Response } from 'express';
import mongoose from 'mongoose';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { putUserInSession, sessionOf } from '../common/auth/session-user.js';
import { SESSION_SETTINGS } from './auth.tokens.js';
import { SESSION_COOKIE_NAME, SESSIONS_COLLECTION, sessionCookieOptions, type SessionSettings } from './session.middleware.js';

@Injectable()
export class SessionsService implements OnModuleInit {
  constructor(
    @InjectConnection() private readonly connection: mongoose.Connection,
    @Inject(SESSION_SETTINGS) private readonly settings: SessionSettings,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.sessions().createIndex({ 'session.userId': 1 }, undefined, undefined);
  }

  /** Logs the user in on a fresh session id, so an id planted before login (session fixation) is worthless. */
  async startFor(request: Request, user: AuthenticatedUser): Promise<void> {
    await settled((done) => request.session.regenerate(done));
    putUserInSession(request.session, user);
    await settled((done) => request.session.save(done));
  }

  /** Deletes the session from the store and tells the browser to drop the cookie. */
  async end(request: Request, response: Response): Promise<void> {
    if (sessionOf(request)) await settled((done) => request.session.destroy(done));
    response.clearCookie(SESSION_COOKIE_NAME, sessionCookieOptions(this.settings));
  }

  async endAllOf(userId: string): Promise<void> {
    await this.sessions().deleteMany({ 'session.userId': userId });
  }

  /** Of these session ids, those still logged in: not ended (logout, password reset) and not expired. */
  async liveIds(sessionIds: string[]): Promise<Set<string>> {
    const live = await this.connection
      .collection<{ _id: string }>(SESSIONS_COLLECTION)
      .find({ _id: { $in: sessionIds }, expires: { $gt: new Date() }, 'session.userId': { $exists: true } }, { projection: { _id: 1 } })
      .toArray();
    return new Set(live.map((session) => session._id));
  }

  private sessions() {
    return this.connection.collection(SESSIONS_COLLECTION);
  }
}

/** express-session reports through callbacks; this waits for one. */
function settled(operation: (done: (error?: Error) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => operation((error) => (error ? reject(error) : resolve())));
}
