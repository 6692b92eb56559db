import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * GET /api/metrics for the operator's scraper only: with METRICS_TOKEN it asks for that bearer token;
 * without, it is open outside production (a developer's curl) and absent (404) in production.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const { metricsToken, nodeEnv } = this.config;
    if (!metricsToken) {
      if (nodeEnv === 'production') throw new NotFoundException('Not found');
      return true;
    }
    const request = context.switchToHttp().getRequest<Request>();
    if (!hasBearerToken(request, metricsToken)) throw new UnauthorizedException('Metrics need the METRICS_TOKEN bearer token');
    return true;
  }
}

/** Whether the request's Authorization header is `Bearer <token>`. */
export function hasBearerToken(request: Request, token: string): boolean {
  return sameSecret(/^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '', token);
}

/** Compares digests so that neither the length nor the content of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
