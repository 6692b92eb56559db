import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { type AuthenticatedUser, SessionUsers } from './authenticated-user.js';
import { putUserInSession, sessionOf, sessionUserOf } from './session-user.js';

export const NOT_LOGGED_IN = 'Please log in first.';

/**
 * Lets a request through only with a logged-in session, and puts the user on request.user.
 * The session is read from the store on each request, so a logout or a password reset counts at once on every
 * instance; it carries the user's email and role, which a role change rewrites in all of the user's sessions.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly users: SessionUsers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const user = sessionUserOf(request.session) ?? (await this.userOfOlderSession(request));
    if (!user) throw new UnauthorizedException(NOT_LOGGED_IN);
    request.user = user;
    return true;
  }

  /** A session logged in before sessions carried the email and role: read once, then kept in the session. */
  private async userOfOlderSession(request: Request): Promise<AuthenticatedUser | null> {
    const userId = sessionOf(request)?.userId;
    const user = userId ? await this.users.findAuthenticatedUser(userId) : null;
    if (user) putUserInSession(request.session, user);
    return user;
  }
}
