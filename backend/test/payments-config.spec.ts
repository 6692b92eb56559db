import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_PUBLISHABLE_KEY, startStripeStandIn, type StripeStandIn } from './helpers/stripe-stand-in.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const readConfig = (app: NestExpressApplication) => request(app.getHttpServer()).get('/api/payments/config');

describe('GET /api/payments/config with the local test provider (no Stripe keys)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('names the test provider and gives no key, so the checkout loads no Stripe.js', async () => {
    const response = await readConfig(app).expect(200);

    expect(response.body).toEqual({
      success: true,
      provider: 'test',
      publishableKey: null,
      message: 'Test payments: no real money is taken',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is served under a CSP that lets the checkout load Stripe.js and its frames', async () => {
    const policy = (await readConfig(app)).headers['content-security-policy'];

    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
  });
});

describe('GET /api/payments/config with Stripe keys (the real SDK pointed at a local stand-in)', () => {
  let standIn: StripeStandIn;
  let app: NestExpressApplication;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    app = await createTestApp(standIn.env);
  });
  afterAll(async () => {
    await closeStarted(app, standIn);
  });

  it('names Stripe and gives the publishable key, never the secret one, without asking Stripe anything', async () => {
    const response = await readConfig(app).expect(200);

    expect(response.body).toEqual({
      success: true,
      provider: 'stripe',
      publishableKey: STAND_IN_PUBLISHABLE_KEY,
      message: 'Payments are taken by Stripe',
    });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).not.toContain('sk_test');
    expect(standIn.requests).toEqual([]);
  });
});

describe('starting with Stripe keys that do not fit together', () => {
  it('stops with a message naming the missing publishable key', async () => {
    await expect(createTestApp({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).rejects.toThrow(
      'STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY',
    );
  });

  it('stops with a message naming the mixed test and live keys', async () => {
    const mixed = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    await expect(createTestApp(mixed)).rejects.toThrow('STRIPE_PUBLISHABLE_KEY is a test key but STRIPE_SECRET_KEY is a live key');
  });
});
