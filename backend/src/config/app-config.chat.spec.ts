import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const load = (env: Record<string, string | undefined>) => loadConfig({ REDIS_URL: undefined, NODE_ENV: undefined, ...env });

describe('loadConfig: live chat', () => {
  it('runs the chat on its own instance without REDIS_URL and clustered with one', () => {
    expect(load({}).redisUrl).toBeUndefined();
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(load({ REDIS_URL: 'rediss://user:pass@cache.example.com:6380/0' }).redisUrl).toBe('rediss://user:pass@cache.example.com:6380/0');
  });

  it('refuses a REDIS_URL that is not a redis URL', () => {
    expect(() => load({ REDIS_URL: 'localhost:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
  });
});
