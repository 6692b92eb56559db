import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { SessionUsers } from './authenticated-user.js';

export const NOT_LOGGED_IN = 'Please log in first.';

/**
 * Lets a request through only with a logged-in session, and puts the user on request.user.
 * The user is read from the database on each request, so a role change or a deleted account counts at once.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly users: SessionUsers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const userId = request.session?.userId;
    const user = userId ? await this.users.findAuthenticatedUser(userId) : null;
    if (!user) throw new UnauthorizedException(NOT_LOGGED_IN);
    request.user = user;
    return true;
  }
}
