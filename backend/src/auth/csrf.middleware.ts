import { ForbiddenException, Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { shopOriginCheck, type ShopOriginCheck } from './shop-origin.js';

export const MISSING_REQUESTED_WITH = 'Missing X-Requested-With header';
export const CROSS_SITE_REQUEST = 'Cross-site requests are not allowed.';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The payment provider cannot send our header; its calls are checked by their signature instead.
const EXEMPT_PATHS = new Set(['/api/payments/webhook']);
// The local test checkout page (no script under the CSP) posts plain HTML forms, which cannot send the
// header either: these need the browser to name the shop's own origin instead.
const FORM_POST_PATHS = /^\/api\/payments\/test-checkout\/[^/]+\/(pay|cancel)$/;

/**
 * CSRF protection without tokens. A state-changing request must carry X-Requested-With, which a
 * cross-site form cannot send and cross-site script can send only after a CORS preflight we never
 * grant; and when the browser names the page it comes from (Origin, else Referer), that must be the
 * shop's own origin (see shopOriginCheck).
 */
@Injectable()
export class CsrfMiddleware implements NestMiddleware {
  private readonly isShopOrigin: ShopOriginCheck;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.isShopOrigin = shopOriginCheck(config);
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    if (!READ_ONLY_METHODS.has(request.method) && !EXEMPT_PATHS.has(pathOf(request))) this.assertSameSite(request);
    next();
  }

  private assertSameSite(request: Request): void {
    const origin = originOf(request);
    if (FORM_POST_PATHS.test(pathOf(request))) {
      if (origin === undefined || !this.isShopOrigin(origin, request.get('Host'))) throw new ForbiddenException(CROSS_SITE_REQUEST);
      return;
    }
    if (request.get('X-Requested-With') !== 'XMLHttpRequest') throw new ForbiddenException(MISSING_REQUESTED_WITH);
    if (origin !== undefined && !this.isShopOrigin(origin, request.get('Host'))) throw new ForbiddenException(CROSS_SITE_REQUEST);
  }
}

function pathOf(request: Request): string {
  return request.originalUrl.split('?')[0];
}

/** The origin the browser says the request comes from; undefined when it says nothing (non-browser clients). */
export function originOf(request: Request): string | undefined {
  const origin = request.get('Origin');
  if (origin) return origin;
  const referer = request.get('Referer');
  if (!referer) return undefined;
  return URL.canParse(referer) ? new URL(referer).origin : referer;
}
