import { NotFoundException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { MetricsAccessGuard } from './metrics-access.guard.js';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

function scrapeWith(config: Pick<AppConfig, 'metricsToken' | 'nodeEnv'>, authorization?: string): boolean {
  const context = { switchToHttp: () => ({ getRequest: () => ({ headers: { authorization } }) }) } as ExecutionContext;
  return new MetricsAccessGuard(config as AppConfig).canActivate(context);
}

describe('MetricsAccessGuard', () => {
  it('hides the metrics (404) in production when no METRICS_TOKEN is set', () => {
    expect(() => scrapeWith({ metricsToken: undefined, nodeEnv: 'production' })).toThrow(NotFoundException);
  });

  it('leaves the metrics open outside production when no METRICS_TOKEN is set', () => {
    expect(scrapeWith({ metricsToken: undefined, nodeEnv: 'development' })).toBe(true);
  });

  it('asks for the token as a bearer token when METRICS_TOKEN is set, in production too', () => {
    const config = { metricsToken: TOKEN, nodeEnv: 'production' } as const;
    expect(scrapeWith(config, `Bearer ${TOKEN}`)).toBe(true);
    expect(() => scrapeWith(config)).toThrow(UnauthorizedException);
    expect(() => scrapeWith(config, TOKEN)).toThrow(UnauthorizedException);
    expect(() => scrapeWith(config, `Bearer ${TOKEN}x`)).toThrow(UnauthorizedException);
  });
});
