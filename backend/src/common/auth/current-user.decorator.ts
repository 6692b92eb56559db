import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedUser } from './authenticated-user.js';
import { NOT_LOGGED_IN } from './session.guard.js';

/** The user that SessionGuard, AdminGuard or the login guard put on the request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const { user } = context.switchToHttp().getRequest<Request>();
  if (!user) throw new UnauthorizedException(NOT_LOGGED_IN); // a handler without its guard
  return user;
});
