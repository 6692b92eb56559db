import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp, type CreateAppOptions } from '../../src/app.factory.js';
import type { EnvironmentOverrides } from '../../src/config/app-config.js';

/** A directory that never holds a PWA build, so API tests do not depend on one being built. */
const NO_PWA_BUILD = join(tmpdir(), 'shop-tests-without-pwa-build');

/**
 * The real app on its own in-memory embedded server, with an environment that ignores the shell's; silent
 * unless `logging` asks for its log lines.
 */
export function createTestApp(
  env: EnvironmentOverrides = {},
  logging: Pick<CreateAppOptions, 'logger' | 'logStream'> = {},
): Promise<NestExpressApplication> {
  return createApp({
    env: {
      NODE_ENV: 'test',
      PORT: undefined,
      MONGODB_URI: undefined,
      DATA_DIR: ':memory:',
      PUBLIC_URL: undefined,
      DEMO_DATA: 'false',
      PWA_DIST: NO_PWA_BUILD,
      // A Stripe key in the shell must never send test checkouts to Stripe.
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      STRIPE_API_HOST: undefined,
      STRIPE_API_PORT: undefined,
      STRIPE_API_PROTOCOL: undefined,
      ORDER_PAYMENT_WINDOW_SECONDS: undefined,
      ORDER_EXPIRY_SWEEP_MS: undefined,
      UNFINISHED_CHECKOUT_GRACE_MS: undefined,
      CODE_MAIL_INTERVAL_SECONDS: undefined,
      SITEMAP_URLS_PER_FILE: undefined,
      // A Redis in the shell must not join test apps into one chat cluster.
      REDIS_URL: undefined,
      TRUST_PROXY: undefined,
      // Suites that check out many times with one shopper; test/orders-checkout-limits.spec.ts turns the caps on.
      CHECKOUT_HOLD_LIMITS: 'off',
      // Every test client comes from 127.0.0.1: the address stands for many shoppers, as behind a NAT.
      CHAT_SOCKETS_PER_IP: '10000',
      LOG_LEVEL: undefined,
      METRICS_TOKEN: undefined,
      PUSH_SERVICE_HOSTS: undefined,
      PUSH_ALLOW_LOCAL_ENDPOINTS: undefined,
      // The least argon2 allows: tests log in hundreds of times; src/auth/password-hasher.spec.ts checks the real cost.
      PASSWORD_HASH_MEMORY_KIB: '8',
      ...env,
    },
    logger: false,
    ...logging,
  });
}
