import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const UNSET = {
  SESSION_SECRET: undefined,
  SMTP_URL: undefined,
  MAIL_FROM: undefined,
  NODE_ENV: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_PUBLISHABLE_KEY: undefined,
};
const load = (env: Record<string, string | undefined>) => loadConfig({ ...UNSET, ...env });

describe('loadConfig: sessions and mail', () => {
  it('makes a random session secret per run outside production, and says so', () => {
    const first = load({});
    const second = load({});
    expect(first.sessionSecretGenerated).toBe(true);
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.sessionSecret).not.toBe(first.sessionSecret);
  });

  it('takes SESSION_SECRET as given', () => {
    const config = load({ SESSION_SECRET: 'x'.repeat(40) });
    expect(config).toMatchObject({ sessionSecret: 'x'.repeat(40), sessionSecretGenerated: false });
  });

  it('requires SESSION_SECRET in production and refuses a short one anywhere', () => {
    expect(() => load({ NODE_ENV: 'production', DEMO_DATA: 'false' })).toThrow(/SESSION_SECRET is required when NODE_ENV=production/);
    expect(() => load({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32 characters long/);
  });

  it('prints mail without SMTP_URL and sends it with one, from MAIL_FROM or the default sender', () => {
    expect(load({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Kawaii Shop <no-reply@localhost>' });
    expect(load({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Shop <shop@example.com>' })).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
    });
    expect(() => load({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });
});
