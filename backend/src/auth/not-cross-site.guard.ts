import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CROSS_SITE_REQUEST } from './csrf.middleware.js';

// Typed or bookmarked (none) or from the shop's own pages; another site, even a sibling subdomain, may not.
const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * For a state-changing GET, which the CSRF middleware leaves alone: refuses a request the browser says
 * another site started (Sec-Fetch-Site). Browsers too old to send the header still get SameSite=Lax.
 */
@Injectable()
export class NotCrossSiteGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const site = context.switchToHttp().getRequest<Request>().get('Sec-Fetch-Site');
    if (site !== undefined && !OWN_SITE_FETCHES.has(site)) throw new ForbiddenException(CROSS_SITE_REQUEST);
    return true;
  }
}
