import { describe, expect, it } from 'vitest';
import { loadConfig, productionNotices } from './app-config.js';
import { TEST_VAPID_KEYS } from './test-vapid-keys.js';

const UNSET = {
  MONGODB_URI: undefined,
  DATABASE: undefined,
  DATA_DIR: undefined,
  PAYMENTS: undefined,
  DEMO_DATA: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_PUBLISHABLE_KEY: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
};
const REPLICA_SET_URI = 'mongodb://db1,db2,db3/shop?replicaSet=rs0';
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  SESSION_SECRET: 's'.repeat(32),
  ...STRIPE_KEYS,
  ...TEST_VAPID_KEYS,
};
const load = (env: Record<string, string | undefined>) => loadConfig({ ...UNSET, ...env });

describe('loadConfig in production: no guessing', () => {
  const ready = { ...PRODUCTION, MONGODB_URI: REPLICA_SET_URI };

  it('refuses an http:// PUBLIC_URL unless the operator allows it by name', () => {
    expect(() => load({ ...ready, PUBLIC_URL: 'http://shop.example.com' })).toThrow('PUBLIC_URL must be https:// when NODE_ENV=production');
    expect(load({ ...ready, PUBLIC_URL: 'http://shop.example.com', ALLOW_HTTP_PUBLIC_URL: 'true' }).publicUrl).toBe(
      'http://shop.example.com',
    );
  });

  it('keeps /api/docs behind the metrics token unless the operator opens it', () => {
    expect(load(ready).apiDocs).toBe('token');
    expect(load({ ...ready, API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(load({ NODE_ENV: 'development' }).apiDocs).toBe('public');
  });

  it('stops without MONGODB_URI, naming the explicit embedded choice', () => {
    expect(() => load(PRODUCTION)).toThrow(
      'MONGODB_URI is required when NODE_ENV=production (e.g. mongodb://db1,db2,db3/shop?replicaSet=rs0); to keep the data inside this one process instead, choose the single-box embedded database with DATABASE=embedded',
    );
  });

  it('runs the embedded database when the operator chooses it, and says how it is protected and backed up', () => {
    const config = load({ ...PRODUCTION, DATABASE: 'embedded', DATA_DIR: '/var/lib/shop' });
    expect(config).toMatchObject({ mongoUri: undefined, dataDir: '/var/lib/shop' });
    const [notice] = productionNotices(config);
    expect(notice).toContain('DATABASE=embedded: the single-box embedded database keeps its data in /var/lib/shop.');
    expect(notice).toMatch(/opens no TCP port.*Unix socket that only the user running the shop may open/);
    expect(notice).toContain(
      'Backups: `npm run embedded-mongo -- --backup --dbpath /var/lib/shop --out DIR` writes a consistent copy while the shop runs',
    );
  });

  it('refuses an embedded database that keeps nothing, and a choice of both databases', () => {
    expect(() => load({ ...PRODUCTION, DATABASE: 'embedded', DATA_DIR: ':memory:' })).toThrow('DATA_DIR=:memory: keeps nothing');
    expect(() => load({ DATABASE: 'embedded', MONGODB_URI: REPLICA_SET_URI })).toThrow(
      'DATABASE=embedded and MONGODB_URI are both set: choose the embedded database or MongoDB, not both',
    );
    expect(() => load({ DATABASE: 'mongodb' })).toThrow(
      'DATABASE can only be embedded (got "mongodb"); for MongoDB set MONGODB_URI instead',
    );
  });

  it('takes payments through the test provider only when PAYMENTS=test is chosen, and says so at start-up', () => {
    const withoutStripe = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      SESSION_SECRET: 's'.repeat(32),
      MONGODB_URI: REPLICA_SET_URI,
      ...TEST_VAPID_KEYS,
    };
    expect(() => load(withoutStripe)).toThrow('STRIPE_SECRET_KEY is required when NODE_ENV=production');
    const rehearsal = load({ ...withoutStripe, PAYMENTS: 'test' });
    expect(rehearsal.stripeSecretKey).toBeUndefined();
    expect(productionNotices(rehearsal)).toEqual(['PAYMENTS=test: checkouts go to the local test provider and take no real money.']);
    expect(() => load({ ...PRODUCTION, MONGODB_URI: REPLICA_SET_URI, PAYMENTS: 'test' })).toThrow(
      'PAYMENTS=test and STRIPE_SECRET_KEY are both set: choose the test provider or Stripe, not both',
    );
    expect(() => load({ PAYMENTS: 'free' })).toThrow('PAYMENTS can only be test (got "free")');
  });

  it('has nothing to announce with MongoDB and Stripe, nor outside production', () => {
    expect(productionNotices(load({ ...PRODUCTION, MONGODB_URI: REPLICA_SET_URI }))).toEqual([]);
    expect(productionNotices(load({}))).toEqual([]);
  });
});
