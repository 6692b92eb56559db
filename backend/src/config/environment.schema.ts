import { IsIn, IsOptional, IsPort, IsString, IsUrl, Matches, MinLength, ValidateBy } from 'class-validator';

export const NODE_ENVIRONMENTS = ['development', 'test', 'production'] as const;
export const IN_MEMORY_DATA_DIR = ':memory:';
const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'];
export const HTTP_PROTOCOLS = ['http', 'https'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** DATABASE=embedded: the operator's explicit choice of the in-process server where production would otherwise need MONGODB_URI. */
export const EMBEDDED_DATABASE = 'embedded';
/** PAYMENTS=test: the operator's explicit choice of the no-money test provider where production would otherwise need Stripe. */
export const TEST_PAYMENTS = 'test';
// Stripe lets a Checkout Session live at most 24 hours, so a longer window could not be paid to its end.
const MAX_PAYMENT_WINDOW_SECONDS = 86_400;

/** The environment variables the backend reads, as they arrive: strings, or absent. */
export class EnvironmentSchema {
  @IsOptional()
  @IsPort({ message: 'PORT must be a whole number from 0 to 65535 (got "$value")' })
  PORT?: string;

  @IsOptional()
  @Matches(/^mongodb(\+srv)?:\/\/\S+$/, { message: 'MONGODB_URI must start with mongodb:// or mongodb+srv://' })
  MONGODB_URI?: string;

  @IsOptional()
  @IsIn([EMBEDDED_DATABASE], { message: `DATABASE can only be ${EMBEDDED_DATABASE} (got "$value"); for MongoDB set MONGODB_URI instead` })
  DATABASE?: typeof EMBEDDED_DATABASE;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'PUBLIC_URL must be an http(s) URL such as https://shop.example.com (got "$value")' },
  )
  PUBLIC_URL?: string;

  @IsOptional()
  @IsIn(NODE_ENVIRONMENTS, { message: `NODE_ENV must be one of ${NODE_ENVIRONMENTS.join(', ')} (got "$value")` })
  NODE_ENV?: (typeof NODE_ENVIRONMENTS)[number];

  @IsOptional()
  @IsIn(BOOLEAN_WORDS, { message: `DEMO_DATA must be one of ${BOOLEAN_WORDS.join(', ')} (got "$value")` })
  DEMO_DATA?: string;

  @IsOptional()
  @IsString()
  PWA_DIST?: string;

  @IsOptional()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters long' })
  SESSION_SECRET?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must start with smtp:// or smtps://' })
  SMTP_URL?: string;

  @IsOptional()
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @IsIn([TEST_PAYMENTS], { message: `PAYMENTS can only be ${TEST_PAYMENTS} (got "$value"); for Stripe set STRIPE_SECRET_KEY instead` })
  PAYMENTS?: typeof TEST_PAYMENTS;

  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\S+$/, { message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^pk_(test|live)_\S+$/, { message: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_... or pk_live_...)' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @Matches(/^whsec_\S+$/, { message: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)' })
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @Matches(/^[\w.-]+$/, { message: 'STRIPE_API_HOST must be a host name such as api.stripe.com (got "$value")' })
  STRIPE_API_HOST?: string;

  @IsOptional()
  @IsPort({ message: 'STRIPE_API_PORT must be a whole number from 0 to 65535 (got "$value")' })
  STRIPE_API_PORT?: string;

  @IsOptional()
  @IsIn(HTTP_PROTOCOLS, { message: 'STRIPE_API_PROTOCOL must be http or https (got "$value")' })
  STRIPE_API_PROTOCOL?: (typeof HTTP_PROTOCOLS)[number];

  @IsOptional()
  @IsWholeNumberInRange(1, MAX_PAYMENT_WINDOW_SECONDS)
  ORDER_PAYMENT_WINDOW_SECONDS?: string;

  @IsOptional()
  @IsWholeNumberInRange(10, 3_600_000)
  ORDER_EXPIRY_SWEEP_MS?: string;

  @IsOptional()
  @IsWholeNumberInRange(100, 3_600_000)
  UNFINISHED_CHECKOUT_GRACE_MS?: string;

  @IsOptional()
  @IsWholeNumberInRange(1, 3600)
  CODE_MAIL_INTERVAL_SECONDS?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must start with redis:// or rediss://' })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^(0|[1-9]\d?)$/, { message: 'TRUST_PROXY must be the number of proxies in front of the shop, from 0 to 99 (got "$value")' })
  TRUST_PROXY?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "$value")` })
  LOG_LEVEL?: (typeof LOG_LEVELS)[number];

  @IsOptional()
  @Matches(/^[\x21-\x7e]{32,}$/, { message: 'METRICS_TOKEN must be at least 32 printable characters without spaces' })
  METRICS_TOKEN?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{87}$/, {
    message: 'VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key (87 characters, as `npx web-push generate-vapid-keys` prints)',
  })
  VAPID_PUBLIC_KEY?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key (43 characters, as `npx web-push generate-vapid-keys` prints)',
  })
  VAPID_PRIVATE_KEY?: string;

  @IsOptional()
  @Matches(/^(mailto:\S+@\S+|https:\/\/\S+)$/, {
    message: 'VAPID_SUBJECT must be a mailto: address or an https: URL where push services can reach the shop\'s operator (got "$value")',
  })
  VAPID_SUBJECT?: string;
}

/** A whole number written plainly (no sign, exponent, fraction or padding) from `min` to `max`. */
function IsWholeNumberInRange(min: number, max: number): PropertyDecorator {
  return ValidateBy({
    name: 'isWholeNumberInRange',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && /^[1-9]\d*$/.test(value) && Number(value) >= min && Number(value) <= max,
      defaultMessage: (args) => `${args?.property} must be a whole number from ${min} to ${max} (got "${String(args?.value)}")`,
    },
  });
}

export function isTrueWord(value: string): boolean {
  return ['true', '1', 'yes'].includes(value);
}
