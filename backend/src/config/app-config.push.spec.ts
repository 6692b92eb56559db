import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';
import { TEST_VAPID_KEYS } from './test-vapid-keys.js';

const UNSET = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined, MAIL_FROM: undefined };
const load = (env: Record<string, string | undefined>) => loadConfig({ ...UNSET, NODE_ENV: 'test', ...env });
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  SESSION_SECRET: 's'.repeat(32),
  DATABASE: 'embedded',
  PAYMENTS: 'test',
  DEMO_DATA: 'false',
};

describe('loadConfig: web push (VAPID)', () => {
  it('takes the key pair from the environment', () => {
    expect(load(TEST_VAPID_KEYS).vapidKeys).toEqual({
      publicKey: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY,
      privateKey: TEST_VAPID_KEYS.VAPID_PRIVATE_KEY,
    });
  });

  it('leaves the keys to the push module outside production when none are given', () => {
    expect(load({}).vapidKeys).toBeUndefined();
  });

  it('refuses to start in production without the keys, and anywhere with half a pair or a malformed key', () => {
    expect(() => load(PRODUCTION)).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production');
    expect(load({ ...PRODUCTION, ...TEST_VAPID_KEYS }).vapidKeys?.publicKey).toBe(TEST_VAPID_KEYS.VAPID_PUBLIC_KEY);
    expect(() => load({ VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
    expect(() => load({ ...TEST_VAPID_KEYS, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      'VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key',
    );
  });

  it('names the operator to push services: VAPID_SUBJECT, else the mail sender address', () => {
    expect(load({}).vapidSubject).toBe('mailto:no-reply@localhost');
    expect(load({ MAIL_FROM: 'Kawaii Shop <hello@shop.example.com>' }).vapidSubject).toBe('mailto:hello@shop.example.com');
    expect(load({ VAPID_SUBJECT: 'https://shop.example.com/contact' }).vapidSubject).toBe('https://shop.example.com/contact');
    expect(() => load({ VAPID_SUBJECT: 'http://shop.example.com' })).toThrow('VAPID_SUBJECT must be a mailto: address or an https: URL');
  });

  it('adds the operator’s push service hosts, and allows local endpoints only outside production', () => {
    expect(load({}).pushEndpoints).toEqual({ extraHosts: [], allowLocal: false });
    expect(load({ PUSH_SERVICE_HOSTS: 'Push.Example.com,*.push.example.net', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).pushEndpoints).toEqual({
      extraHosts: ['push.example.com', '*.push.example.net'],
      allowLocal: true,
    });
    expect(() => load({ PUSH_SERVICE_HOSTS: 'https://push.example.com' })).toThrow(
      'PUSH_SERVICE_HOSTS must be host names separated by commas',
    );
    expect(() => load({ ...PRODUCTION, ...TEST_VAPID_KEYS, PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' })).toThrow(
      'PUSH_ALLOW_LOCAL_ENDPOINTS cannot be true when NODE_ENV=production',
    );
  });
});
