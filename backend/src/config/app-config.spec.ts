import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidConfigError, loadConfig } from './app-config.js';
import { TEST_VAPID_KEYS } from './test-vapid-keys.js';

// Every variable named, so the shell running the tests cannot leak into them.
const UNSET = {
  PORT: undefined,
  MONGODB_URI: undefined,
  DATABASE: undefined,
  PAYMENTS: undefined,
  DATA_DIR: undefined,
  PUBLIC_URL: undefined,
  NODE_ENV: undefined,
  DEMO_DATA: undefined,
  PWA_DIST: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_PUBLISHABLE_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_HOST: undefined,
  STRIPE_API_PORT: undefined,
  STRIPE_API_PROTOCOL: undefined,
  ORDER_PAYMENT_WINDOW_SECONDS: undefined,
  ORDER_EXPIRY_SWEEP_MS: undefined,
  CODE_MAIL_INTERVAL_SECONDS: undefined,
  SITEMAP_URLS_PER_FILE: undefined,
  PASSWORD_HASH_MEMORY_KIB: undefined,
};

const PRODUCTION_SECRET = 's'.repeat(32);
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  SESSION_SECRET: PRODUCTION_SECRET,
  MONGODB_URI: 'mongodb://db1,db2,db3/shop?replicaSet=rs0',
  ...STRIPE_KEYS,
  ...TEST_VAPID_KEYS,
};
const load = (env: Record<string, string | undefined>) => loadConfig({ ...UNSET, ...env });

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database in ./data, demo data on, the PWA build beside the backend', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      mongoUri: undefined,
      dataDir: resolve('data'),
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      demoData: true,
    });
    expect(config.pwaDist).toMatch(/[/\\]pwa[/\\]dist$/);
  });

  it('derives the public URL from the port', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('keeps :memory: as the in-memory data directory and resolves others', () => {
    expect(load({ DATA_DIR: ':memory:' }).dataDir).toBe(':memory:');
    expect(load({ DATA_DIR: 'var/shop' }).dataDir).toBe(resolve('var/shop'));
  });

  it('turns demo data off in production and on request', () => {
    expect(load(PRODUCTION).demoData).toBe(false);
    expect(load({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(load({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(load({ MONGODB_URI: '', PORT: '' })).toMatchObject({ mongoUri: undefined, port: 3000 });
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(load({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
  });

  it('stops with one clear message listing every bad value', () => {
    const attempt = () => load({ PORT: 'eighty', NODE_ENV: 'staging', MONGODB_URI: 'postgres://db' });
    expect(attempt).toThrow(InvalidConfigError);
    expect(attempt).toThrow(
      [
        'Invalid configuration:',
        '  - PORT must be a whole number from 0 to 65535 (got "eighty")',
        '  - MONGODB_URI must start with mongodb:// or mongodb+srv://',
        '  - NODE_ENV must be one of development, test, production (got "staging")',
      ].join('\n'),
    );
  });

  it('refuses ports out of range, bad booleans and bad URLs', () => {
    expect(() => load({ PORT: '70000' })).toThrow('PORT must be a whole number from 0 to 65535 (got "70000")');
    expect(() => load({ DEMO_DATA: 'maybe' })).toThrow('DEMO_DATA must be one of true, false, 1, 0, yes, no (got "maybe")');
    expect(() => load({ PUBLIC_URL: 'shop.example.com' })).toThrow('PUBLIC_URL must be an http(s) URL');
  });

  it('waits a minute between two code mails to one address, shorter only outside production', () => {
    expect(load({}).codeMailIntervalSeconds).toBe(60);
    expect(load({ CODE_MAIL_INTERVAL_SECONDS: '1' }).codeMailIntervalSeconds).toBe(1);
    expect(load({ ...PRODUCTION, CODE_MAIL_INTERVAL_SECONDS: '120' }).codeMailIntervalSeconds).toBe(120);
    expect(() => load({ ...PRODUCTION, CODE_MAIL_INTERVAL_SECONDS: '1' })).toThrow(
      '  - CODE_MAIL_INTERVAL_SECONDS cannot be below 60 when NODE_ENV=production: a shorter wait lets anyone flood an inbox with codes',
    );
    expect(() => load({ CODE_MAIL_INTERVAL_SECONDS: '0' })).toThrow(
      'CODE_MAIL_INTERVAL_SECONDS must be a whole number from 1 to 3600 (got "0")',
    );
  });

  it("lists sitemaps.org's most URLs, 50,000, in a sitemap file, fewer when set", () => {
    expect(load({}).sitemapUrlsPerFile).toBe(50_000);
    expect(load({ SITEMAP_URLS_PER_FILE: '20' }).sitemapUrlsPerFile).toBe(20);
    expect(() => load({ SITEMAP_URLS_PER_FILE: '50001' })).toThrow(
      'SITEMAP_URLS_PER_FILE must be a whole number from 1 to 50000 (got "50001")',
    );
  });

  it("hashes passwords with OWASP's 19 MiB, less only outside production", () => {
    expect(load({}).passwordHashMemoryKib).toBe(19_456);
    expect(load({ PASSWORD_HASH_MEMORY_KIB: '8' }).passwordHashMemoryKib).toBe(8);
    expect(load({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: '65536' }).passwordHashMemoryKib).toBe(65_536);
    expect(() => load({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: '8' })).toThrow(
      '  - PASSWORD_HASH_MEMORY_KIB cannot be below 19456 when NODE_ENV=production: cheaper hashes are cheaper to crack',
    );
    expect(() => load({ PASSWORD_HASH_MEMORY_KIB: '4' })).toThrow(
      'PASSWORD_HASH_MEMORY_KIB must be a whole number from 8 to 4194304 (got "4")',
    );
  });

  it('refuses demo data in production', () => {
    expect(() => load({ ...PRODUCTION, DEMO_DATA: 'true' })).toThrow(
      'DEMO_DATA cannot be true when NODE_ENV=production: demo data is never seeded in production',
    );
  });

  describe('payments and orders', () => {
    it('defaults to the test payment provider, a random webhook secret and a 300-second payment window', () => {
      const config = load({});
      expect(config).toMatchObject({
        stripeSecretKey: undefined,
        stripePublishableKey: undefined,
        stripeApi: {},
        orderPaymentWindowSeconds: 300,
        orderExpirySweepMs: 5000,
      });
      expect(config.stripeWebhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    });

    it('reads the Stripe keys, the API address and the order timings', () => {
      const config = load({
        ...STRIPE_KEYS,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'http',
        ORDER_PAYMENT_WINDOW_SECONDS: '2',
        ORDER_EXPIRY_SWEEP_MS: '100',
      });
      expect(config).toMatchObject({
        stripeSecretKey: 'sk_live_abc',
        stripePublishableKey: 'pk_live_abc',
        stripeWebhookSecret: 'whsec_abc',
        stripeApi: { host: '127.0.0.1', port: 12111, protocol: 'http' },
        orderPaymentWindowSeconds: 2,
        orderExpirySweepMs: 100,
      });
    });

    it('needs the webhook secret with a Stripe key, and a Stripe key in production', () => {
      expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
        'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
      );
      expect(() => load({ NODE_ENV: 'production', SESSION_SECRET: PRODUCTION_SECRET })).toThrow(
        'STRIPE_SECRET_KEY is required when NODE_ENV=production',
      );
    });

    it('needs the publishable key exactly when the secret key is set, from the same mode', () => {
      const withKeys = (secretKey?: string, publishableKey?: string) => () =>
        load({ STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: 'whsec_abc' });

      expect(withKeys('sk_test_abc')).toThrow(
        '  - STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY (the key the browser loads Stripe.js with, pk_test_... or pk_live_...)',
      );
      expect(withKeys(undefined, 'pk_test_abc')).toThrow(
        '  - STRIPE_PUBLISHABLE_KEY is set without STRIPE_SECRET_KEY: set both to take payments through Stripe, or neither for the test provider',
      );
      expect(withKeys('sk_live_abc', 'pk_test_abc')).toThrow(
        '  - STRIPE_PUBLISHABLE_KEY is a test key but STRIPE_SECRET_KEY is a live key: use both keys from the same mode',
      );
      expect(withKeys('rk_test_abc', 'pk_live_abc')).toThrow('STRIPE_PUBLISHABLE_KEY is a live key but STRIPE_SECRET_KEY is a test key');
      expect(withKeys('sk_test_abc', 'sk_test_abc')).toThrow(
        '  - STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)',
      );
      expect(withKeys('rk_test_abc', 'pk_test_abc')()).toMatchObject({
        stripeSecretKey: 'rk_test_abc',
        stripePublishableKey: 'pk_test_abc',
      });
    });

    it('refuses malformed keys and timings', () => {
      expect(() =>
        load({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
      ).toThrow('STRIPE_SECRET_KEY must be a Stripe secret key');
      expect(() => load({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow('STRIPE_WEBHOOK_SECRET must be a webhook signing secret');
      expect(() => load({ ORDER_PAYMENT_WINDOW_SECONDS: '90000' })).toThrow(
        'ORDER_PAYMENT_WINDOW_SECONDS must be a whole number from 1 to 86400 (got "90000")',
      );
      expect(() => load({ ORDER_EXPIRY_SWEEP_MS: '1e3' })).toThrow('ORDER_EXPIRY_SWEEP_MS must be a whole number from 10 to 3600000');
    });
  });
});
