import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CROSS_SITE_REQUEST, originOf } from './csrf.middleware.js';
import { shopOriginCheck, type ShopOriginCheck } from './shop-origin.js';

// Typed or bookmarked (none) or from the shop's own pages; another site, even a sibling subdomain, may not.
const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * For a state-changing GET, which the CSRF middleware leaves alone: refuses a request the browser says
 * another site started, by Sec-Fetch-Site or by naming another origin (Origin, else Referer). Browsers too
 * old to send either still get SameSite=Lax.
 */
@Injectable()
export class NotCrossSiteGuard implements CanActivate {
  private readonly isShopOrigin: ShopOriginCheck;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.isShopOrigin = shopOriginCheck(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const site = request.get('Sec-Fetch-Site');
    const origin = originOf(request);
    const crossSite =
      (site !== undefined && !OWN_SITE_FETCHES.has(site)) || (origin !== undefined && !this.isShopOrigin(origin, request.get('Host')));
    if (crossSite) throw new ForbiddenException(CROSS_SITE_REQUEST);
    return true;
  }
}
