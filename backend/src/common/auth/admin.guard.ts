import { type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SessionGuard } from './session.guard.js';

export const ADMINS_ONLY = 'Only admins can do this.';

/** For admin routes: 401 without a logged-in session, 403 for a customer. */
@Injectable()
export class AdminGuard extends SessionGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<Request>();
    if (request.user?.role !== 'admin') throw new ForbiddenException(ADMINS_ONLY);
    return true;
  }
}
