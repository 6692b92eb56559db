import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';
import { TEST_VAPID_KEYS } from './test-vapid-keys.js';

const load = (env: Record<string, string | undefined>) =>
  loadConfig({ TRUST_PROXY: undefined, PUBLIC_URL: undefined, NODE_ENV: 'test', ...env });

describe('loadConfig: proxies and origins', () => {
  it('believes no X-Forwarded-* header unless TRUST_PROXY says how many proxies there are, https or not', () => {
    expect(load({}).trustProxyHops).toBe(0);
    expect(load({ PUBLIC_URL: 'https://shop.example.com' }).trustProxyHops).toBe(0);
    expect(load({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
  });

  it.each(['true', '-1', '1.5', '01', '100', 'loopback'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be the number of proxies in front of the shop, from 0 to 99 (got "${value}")`,
    );
  });

  it('takes the address the browser used as the shop origin only without PUBLIC_URL and outside production', () => {
    expect(load({}).originFromHost).toBe(true);
    expect(load({ NODE_ENV: 'development' }).originFromHost).toBe(true);
    expect(load({ PUBLIC_URL: 'http://localhost:3000' }).originFromHost).toBe(false);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      DATABASE: 'embedded',
      PAYMENTS: 'test',
      DEMO_DATA: 'false',
      ...TEST_VAPID_KEYS,
    };
    expect(load({ ...production, PUBLIC_URL: 'https://shop.example.com' }).originFromHost).toBe(false);
  });

  it('requires PUBLIC_URL in production, the one origin allowed to send requests', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      DATABASE: 'embedded',
      PAYMENTS: 'test',
      DEMO_DATA: 'false',
    };
    expect(() => load(production)).toThrow('PUBLIC_URL is required when NODE_ENV=production');
  });
});
