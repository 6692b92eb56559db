import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const load = (env: Record<string, string | undefined>) =>
  loadConfig({ NODE_ENV: undefined, LOG_LEVEL: undefined, METRICS_TOKEN: undefined, ...env });

describe('loadConfig: logs and metrics', () => {
  it('logs at info unless LOG_LEVEL says otherwise, and refuses a level pino does not know', () => {
    expect(load({}).logLevel).toBe('info');
    expect(load({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => load({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "verbose"\)/,
    );
  });

  it('takes a METRICS_TOKEN of at least 32 printable characters and refuses a guessable or spaced one', () => {
    expect(load({}).metricsToken).toBeUndefined();
    expect(load({ METRICS_TOKEN: 'k'.repeat(32) }).metricsToken).toBe('k'.repeat(32));
    expect(() => load({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN must be at least 32 printable characters without spaces/);
    expect(() => load({ METRICS_TOKEN: `${'k'.repeat(20)} ${'k'.repeat(20)}` })).toThrow(/METRICS_TOKEN must be at least 32/);
  });
});
