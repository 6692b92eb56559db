import * as z from 'zod/mini';

export const NODE_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export const IN_MEMORY_DATA_DIR = ':memory:';
const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'] as const;
const SWITCH_WORDS = ['on', 'off'] as const;
/** public: /api/docs open to all; token: behind the METRICS_TOKEN bearer token (production's default). */
export const API_DOCS_ACCESS = ['public', 'token'] as const;
export const HTTP_PROTOCOLS = ['http', 'https'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** DATABASE=embedded: the operator's explicit choice of the in-process server where production would otherwise need MONGODB_URI. */
export const EMBEDDED_DATABASE = 'embedded';
/** PAYMENTS=test: the operator's explicit choice of the no-money test provider where production would otherwise need Stripe. */
export const TEST_PAYMENTS = 'test';
// Stripe lets a Checkout Session live at most 24 hours, so a longer window could not be paid to its end.
const MAX_PAYMENT_WINDOW_SECONDS = 86_400;
/** sitemaps.org's limit per sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** A message that names the value it refuses, then says what to do instead. */
const got = (message: string, instead = '') => ({
  error: (issue: { input?: unknown }) => `${message} (got "${String(issue.input)}")${instead}`,
});
const optionalText = () => z.optional(z.string());
const matching = (pattern: RegExp, message: string | ReturnType<typeof got>) => z.optional(z.string().check(z.regex(pattern, message)));
const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values, message: string, instead?: string) =>
  z.optional(z.enum(values, got(message, instead)));
/** A whole number written plainly (no sign, exponent, fraction or padding) from `min` to `max`. */
const wholeNumber = (name: string, min: number, max: number) =>
  z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => /^(0|[1-9]\d*)$/.test(value) && Number(value) >= min && Number(value) <= max,
          got(`${name} must be a whole number from ${min} to ${max}`),
        ),
      ),
  );
const port = (name: string) => wholeNumber(name, 0, 65_535);

/** The environment variables the backend reads, as they arrive: strings, or absent. */
export const environmentSchema = z.object({
  PORT: port('PORT'),
  MONGODB_URI: matching(/^mongodb(\+srv)?:\/\/\S+$/, 'MONGODB_URI must start with mongodb:// or mongodb+srv://'),
  DATABASE: oneOf([EMBEDDED_DATABASE], `DATABASE can only be ${EMBEDDED_DATABASE}`, '; for MongoDB set MONGODB_URI instead'),
  DATA_DIR: optionalText(),
  PUBLIC_URL: z.optional(
    z.url({ protocol: /^https?$/, error: got('PUBLIC_URL must be an http(s) URL such as https://shop.example.com').error }),
  ),
  NODE_ENV: oneOf(NODE_ENVIRONMENTS, `NODE_ENV must be one of ${NODE_ENVIRONMENTS.join(', ')}`),
  DEMO_DATA: oneOf(BOOLEAN_WORDS, `DEMO_DATA must be one of ${BOOLEAN_WORDS.join(', ')}`),
  PWA_DIST: optionalText(),
  SESSION_SECRET: z.optional(z.string().check(z.minLength(32, 'SESSION_SECRET must be at least 32 characters long'))),
  SMTP_URL: matching(/^smtps?:\/\/\S+$/, 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: optionalText(),
  PAYMENTS: oneOf([TEST_PAYMENTS], `PAYMENTS can only be ${TEST_PAYMENTS}`, '; for Stripe set STRIPE_SECRET_KEY instead'),
  STRIPE_SECRET_KEY: matching(
    /^(sk|rk)_(test|live)_\S+$/,
    'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)',
  ),
  STRIPE_PUBLISHABLE_KEY: matching(
    /^pk_(test|live)_\S+$/,
    'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)',
  ),
  STRIPE_WEBHOOK_SECRET: matching(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)'),
  STRIPE_API_HOST: matching(/^[\w.-]+$/, got('STRIPE_API_HOST must be a host name such as api.stripe.com')),
  STRIPE_API_PORT: port('STRIPE_API_PORT'),
  STRIPE_API_PROTOCOL: oneOf(HTTP_PROTOCOLS, 'STRIPE_API_PROTOCOL must be http or https'),
  ORDER_PAYMENT_WINDOW_SECONDS: wholeNumber('ORDER_PAYMENT_WINDOW_SECONDS', 1, MAX_PAYMENT_WINDOW_SECONDS),
  ORDER_EXPIRY_SWEEP_MS: wholeNumber('ORDER_EXPIRY_SWEEP_MS', 10, 3_600_000),
  UNFINISHED_CHECKOUT_GRACE_MS: wholeNumber('UNFINISHED_CHECKOUT_GRACE_MS', 100, 3_600_000),
  CODE_MAIL_INTERVAL_SECONDS: wholeNumber('CODE_MAIL_INTERVAL_SECONDS', 1, 3600),
  SITEMAP_URLS_PER_FILE: wholeNumber('SITEMAP_URLS_PER_FILE', 1, MAX_URLS_PER_SITEMAP),
  PASSWORD_HASH_MEMORY_KIB: wholeNumber('PASSWORD_HASH_MEMORY_KIB', 8, 4_194_304),
  REDIS_URL: matching(/^rediss?:\/\/\S+$/, 'REDIS_URL must start with redis:// or rediss://'),
  ALLOW_HTTP_PUBLIC_URL: oneOf(BOOLEAN_WORDS, `ALLOW_HTTP_PUBLIC_URL must be one of ${BOOLEAN_WORDS.join(', ')}`),
  API_DOCS: oneOf(API_DOCS_ACCESS, `API_DOCS must be one of ${API_DOCS_ACCESS.join(', ')}`),
  CHECKOUT_HOLD_LIMITS: oneOf(SWITCH_WORDS, `CHECKOUT_HOLD_LIMITS must be one of ${SWITCH_WORDS.join(', ')}`),
  CHAT_SOCKETS_PER_IP: wholeNumber('CHAT_SOCKETS_PER_IP', 1, 100_000),
  TRUST_PROXY: matching(/^(0|[1-9]\d?)$/, got('TRUST_PROXY must be the number of proxies in front of the shop, from 0 to 99')),
  LOG_LEVEL: oneOf(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`),
  METRICS_TOKEN: matching(/^[\x21-\x7e]{32,}$/, 'METRICS_TOKEN must be at least 32 printable characters without spaces'),
  VAPID_PUBLIC_KEY: matching(
    /^[A-Za-z0-9_-]{87}$/,
    'VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key (87 characters, as `npx web-push generate-vapid-keys` prints)',
  ),
  VAPID_PRIVATE_KEY: matching(
    /^[A-Za-z0-9_-]{43}$/,
    'VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key (43 characters, as `npx web-push generate-vapid-keys` prints)',
  ),
  VAPID_SUBJECT: matching(
    /^(mailto:\S+@\S+|https:\/\/\S+)$/,
    got("VAPID_SUBJECT must be a mailto: address or an https: URL where push services can reach the shop's operator"),
  ),
  PUSH_SERVICE_HOSTS: matching(
    /^(\*\.)?[a-z0-9.-]+(,(\*\.)?[a-z0-9.-]+)*$/i,
    got(
      'PUSH_SERVICE_HOSTS must be host names separated by commas, each maybe starting with *. (e.g. push.example.com,*.push.example.net)',
    ),
  ),
  PUSH_ALLOW_LOCAL_ENDPOINTS: oneOf(BOOLEAN_WORDS, `PUSH_ALLOW_LOCAL_ENDPOINTS must be one of ${BOOLEAN_WORDS.join(', ')}`),
});
export type Environment = z.output<typeof environmentSchema>;

export function isTrueWord(value: string): boolean {
  return ['true', '1', 'yes'].includes(value);
}
