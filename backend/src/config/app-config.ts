import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_DOCS_ACCESS,
  EMBEDDED_DATABASE,
  type Environment,
  environmentSchema,
  HTTP_PROTOCOLS,
  IN_MEMORY_DATA_DIR,
  isTrueWord,
  LOG_LEVELS,
  MAX_URLS_PER_SITEMAP,
  NODE_ENVIRONMENTS,
  TEST_PAYMENTS,
} from './environment.schema.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];

export interface AppConfig {
  port: number;
  /** Unset: the database module starts the embedded server. */
  mongoUri: string | undefined;
  /** An absolute directory, or ':memory:' for an embedded server that keeps nothing. */
  dataDir: string;
  publicUrl: string;
  nodeEnv: NodeEnvironment;
  demoData: boolean;
  pwaDist: string;
  /** Signs the session cookie: SESSION_SECRET, required in production; elsewhere a random one per run. */
  sessionSecret: string;
  /** No SESSION_SECRET was given: sessions do not survive a restart nor work across instances. */
  sessionSecretGenerated: boolean;
  /** Unset: mails are printed to stdout instead of sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: the local test payment provider, whose checkout page takes no real money. */
  stripeSecretKey: string | undefined;
  /** Initialises Stripe.js in the browser; set exactly when stripeSecretKey is, in the same mode. */
  stripePublishableKey: string | undefined;
  /** Verifies webhook signatures; without a Stripe key, a random one per run that the test provider signs with. */
  stripeWebhookSecret: string;
  /** Where the Stripe SDK sends its requests; unset parts keep Stripe's (tests point it at a local stand-in). */
  stripeApi: StripeApiAddress;
  /** How long a new order waits for its payment before it is canceled and its stock released. */
  orderPaymentWindowSeconds: number;
  /** How often each instance looks for orders whose payment window has passed. */
  orderExpirySweepMs: number;
  /** How long a checkout may take to reserve its stock before the expiry sweep takes its process for dead and undoes it. */
  unfinishedCheckoutGraceMs: number;
  /** How many URLs a sitemap file lists before /sitemap.xml becomes an index of numbered ones (sitemaps.org's most by default). */
  sitemapUrlsPerFile: number;
  /** How long an address waits between two verification-code mails; shorter than a minute only outside production. */
  codeMailIntervalSeconds: number;
  /** The memory an argon2id password hash takes (OWASP's 19 MiB); less only outside production, where tests save the time. */
  passwordHashMemoryKib: number;
  /** Unset: the live chat works on this instance alone; set: instances share chat rooms and presence through Redis. */
  redisUrl: string | undefined;
  /** /api/docs and /api/docs.json: open to all, or only with the METRICS_TOKEN bearer token (absent without one). */
  apiDocs: (typeof API_DOCS_ACCESS)[number];
  /** Caps on what one account's unpaid orders hold, and on its checkouts per window (CHECKOUT_HOLD_LIMITS=off lifts them). */
  checkoutHoldLimits: boolean;
  /** Chat sockets one client address may keep open on an instance; its shared event budget grows with it. */
  chatSocketsPerIp: number;
  /** How many proxies in front of the shop add X-Forwarded-*: those headers are believed for that many hops, no more. */
  trustProxyHops: number;
  /** No PUBLIC_URL outside production: a request whose Origin is the address the browser used (Host) is the shop's own. */
  originFromHost: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Set: GET /api/metrics asks for it as a bearer token. Unset: open outside production, 404 in production. */
  metricsToken: string | undefined;
  /** Signs web push requests. Required in production; elsewhere unset, and the push module keeps a generated pair in DATA_DIR. */
  vapidKeys: VapidKeys | undefined;
  /** Who push services contact about this shop's pushes: VAPID_SUBJECT, else mailto: the MAIL_FROM address. */
  vapidSubject: string;
  /** Where push subscriptions may point: the known push services (and PUSH_SERVICE_HOSTS), or anywhere for tests. */
  pushEndpoints: PushEndpointSettings;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushEndpointSettings {
  /** Host names a subscription may point at besides the known push services; `*.` matches any subdomain. */
  extraHosts: string[];
  /** PUSH_ALLOW_LOCAL_ENDPOINTS, never in production: any host, http or https, loopback and private addresses included (tests' stand-ins). */
  allowLocal: boolean;
}

export interface StripeApiAddress {
  host?: string;
  port?: number;
  protocol?: (typeof HTTP_PROTOCOLS)[number];
}

export type EnvironmentOverrides = Record<string, string | undefined>;

export class InvalidConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidConfigError';
  }
}

const DEFAULT_PORT = 3000;
const DEFAULT_DATA_DIR = './data';
const DEFAULT_MAIL_FROM = 'Kawaii Shop <no-reply@localhost>';
const DEFAULT_PAYMENT_WINDOW_SECONDS = 300; // spec §9
const DEFAULT_EXPIRY_SWEEP_MS = 5_000;
const DEFAULT_UNFINISHED_CHECKOUT_GRACE_MS = 60_000;
const MIN_PRODUCTION_CODE_MAIL_INTERVAL_SECONDS = 60;
// Four shoppers' worth: an office or a phone carrier's NAT puts several behind one address.
const DEFAULT_CHAT_SOCKETS_PER_IP = 20;
const MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB = 19_456;
// Resolved from this file, so it holds from src/ (tsx, vitest) and from dist/ (the build) alike.
const DEFAULT_PWA_DIST = fileURLToPath(new URL('../../../pwa/dist', import.meta.url));

/**
 * Reads the environment once, at start-up; nothing else in the backend touches process.env.
 * `overrides` win over process.env (tests and scripts use them); an empty string counts as unset.
 */
/** The configuration from `environment` alone: process.env for the shop, a literal for a test. */
export function loadConfig(environment: EnvironmentOverrides = process.env): AppConfig {
  const env = withoutEmptyValues(environment);
  const parsed = environmentSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  // With a bad value, the rest is still checked as written, so that one start-up lists every problem.
  const schema = parsed.success ? parsed.data : (env as Environment);
  const config = toAppConfig(schema);
  if (config.demoData && config.nodeEnv === 'production') {
    problems.push('DEMO_DATA cannot be true when NODE_ENV=production: demo data is never seeded in production');
  }
  if (schema.PUBLIC_URL === undefined && config.nodeEnv === 'production') {
    problems.push('PUBLIC_URL is required when NODE_ENV=production (e.g. https://shop.example.com): only that origin may send requests');
  }
  if (schema.PUBLIC_URL?.startsWith('http:') && config.nodeEnv === 'production' && !isTrueWord(schema.ALLOW_HTTP_PUBLIC_URL ?? 'false')) {
    problems.push(
      'PUBLIC_URL must be https:// when NODE_ENV=production: session cookies and payment pages would travel unencrypted (behind a TLS proxy, give its https:// address; to run without TLS anyway, set ALLOW_HTTP_PUBLIC_URL=true)',
    );
  }
  if (config.sessionSecretGenerated && config.nodeEnv === 'production') {
    problems.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }
  if (config.codeMailIntervalSeconds < MIN_PRODUCTION_CODE_MAIL_INTERVAL_SECONDS && config.nodeEnv === 'production') {
    problems.push(
      `CODE_MAIL_INTERVAL_SECONDS cannot be below ${MIN_PRODUCTION_CODE_MAIL_INTERVAL_SECONDS} when NODE_ENV=production: a shorter wait lets anyone flood an inbox with codes`,
    );
  }
  if (config.passwordHashMemoryKib < MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB && config.nodeEnv === 'production') {
    problems.push(
      `PASSWORD_HASH_MEMORY_KIB cannot be below ${MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB} when NODE_ENV=production: cheaper hashes are cheaper to crack`,
    );
  }
  problems.push(...databaseProblems(schema, config.nodeEnv));
  problems.push(...paymentProblems(schema, config.nodeEnv));
  problems.push(...vapidProblems(schema, config.nodeEnv));
  if (config.pushEndpoints.allowLocal && config.nodeEnv === 'production') {
    problems.push(
      "PUSH_ALLOW_LOCAL_ENDPOINTS cannot be true when NODE_ENV=production: push requests could then be aimed at the shop's own network",
    );
  }
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return config;
}

function toAppConfig(schema: Environment): AppConfig {
  const port = schema.PORT === undefined ? DEFAULT_PORT : Number(schema.PORT);
  const nodeEnv = schema.NODE_ENV ?? 'development';
  const dataDir = schema.DATA_DIR ?? DEFAULT_DATA_DIR;
  return {
    port,
    mongoUri: schema.MONGODB_URI,
    dataDir: dataDir === IN_MEMORY_DATA_DIR ? dataDir : resolve(dataDir),
    publicUrl: (schema.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    nodeEnv,
    demoData: schema.DEMO_DATA === undefined ? nodeEnv !== 'production' : isTrueWord(schema.DEMO_DATA),
    pwaDist: resolve(schema.PWA_DIST ?? DEFAULT_PWA_DIST),
    sessionSecret: schema.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: schema.SESSION_SECRET === undefined,
    smtpUrl: schema.SMTP_URL,
    mailFrom: schema.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    stripeSecretKey: schema.STRIPE_SECRET_KEY,
    stripePublishableKey: schema.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: schema.STRIPE_WEBHOOK_SECRET ?? `whsec_${randomBytes(32).toString('hex')}`,
    stripeApi: {
      host: schema.STRIPE_API_HOST,
      port: schema.STRIPE_API_PORT === undefined ? undefined : Number(schema.STRIPE_API_PORT),
      protocol: schema.STRIPE_API_PROTOCOL,
    },
    orderPaymentWindowSeconds: Number(schema.ORDER_PAYMENT_WINDOW_SECONDS ?? DEFAULT_PAYMENT_WINDOW_SECONDS),
    orderExpirySweepMs: Number(schema.ORDER_EXPIRY_SWEEP_MS ?? DEFAULT_EXPIRY_SWEEP_MS),
    unfinishedCheckoutGraceMs: Number(schema.UNFINISHED_CHECKOUT_GRACE_MS ?? DEFAULT_UNFINISHED_CHECKOUT_GRACE_MS),
    sitemapUrlsPerFile: Number(schema.SITEMAP_URLS_PER_FILE ?? MAX_URLS_PER_SITEMAP),
    codeMailIntervalSeconds: Number(schema.CODE_MAIL_INTERVAL_SECONDS ?? MIN_PRODUCTION_CODE_MAIL_INTERVAL_SECONDS),
    passwordHashMemoryKib: Number(schema.PASSWORD_HASH_MEMORY_KIB ?? MIN_PRODUCTION_PASSWORD_HASH_MEMORY_KIB),
    redisUrl: schema.REDIS_URL,
    apiDocs: schema.API_DOCS ?? (nodeEnv === 'production' ? 'token' : 'public'),
    checkoutHoldLimits: schema.CHECKOUT_HOLD_LIMITS !== 'off',
    chatSocketsPerIp: Number(schema.CHAT_SOCKETS_PER_IP ?? DEFAULT_CHAT_SOCKETS_PER_IP),
    trustProxyHops: Number(schema.TRUST_PROXY ?? 0),
    originFromHost: schema.PUBLIC_URL === undefined && nodeEnv !== 'production',
    logLevel: schema.LOG_LEVEL ?? 'info',
    metricsToken: schema.METRICS_TOKEN,
    vapidKeys:
      schema.VAPID_PUBLIC_KEY && schema.VAPID_PRIVATE_KEY
        ? { publicKey: schema.VAPID_PUBLIC_KEY, privateKey: schema.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: schema.VAPID_SUBJECT ?? `mailto:${mailAddressOf(schema.MAIL_FROM ?? DEFAULT_MAIL_FROM)}`,
    pushEndpoints: {
      extraHosts: schema.PUSH_SERVICE_HOSTS?.toLowerCase().split(',') ?? [],
      allowLocal: schema.PUSH_ALLOW_LOCAL_ENDPOINTS !== undefined && isTrueWord(schema.PUSH_ALLOW_LOCAL_ENDPOINTS),
    },
  };
}

/** The bare address of a From header such as `Kawaii Shop <no-reply@localhost>`. */
function mailAddressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** Push subscriptions are bound to the public key: keys made up per run would silence every device after a restart. */
function vapidProblems({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }: Environment, nodeEnv: NodeEnvironment): string[] {
  if (!publicKey !== !privateKey)
    return ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (one pair from `npx web-push generate-vapid-keys`) or neither'];
  if (!publicKey && nodeEnv === 'production') {
    return [
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV=production (generate a pair once with `npx web-push generate-vapid-keys`, the same for every instance)',
    ];
  }
  return [];
}

/** Production never falls back to the embedded server by itself: a forgotten MONGODB_URI would split each instance's data. */
function databaseProblems(
  { DATABASE: database, MONGODB_URI: mongoUri, DATA_DIR: dataDir }: Environment,
  nodeEnv: NodeEnvironment,
): string[] {
  if (database === EMBEDDED_DATABASE && mongoUri) {
    return [`DATABASE=${EMBEDDED_DATABASE} and MONGODB_URI are both set: choose the embedded database or MongoDB, not both`];
  }
  if (nodeEnv !== 'production' || mongoUri) return [];
  if (database !== EMBEDDED_DATABASE) {
    return [
      `MONGODB_URI is required when NODE_ENV=production (e.g. mongodb://db1,db2,db3/shop?replicaSet=rs0); to keep the data inside this one process instead, choose the single-box embedded database with DATABASE=${EMBEDDED_DATABASE}`,
    ];
  }
  if (dataDir === IN_MEMORY_DATA_DIR)
    return [`DATA_DIR=${IN_MEMORY_DATA_DIR} keeps nothing: give the embedded database a directory when NODE_ENV=production`];
  return [];
}

function paymentProblems(schema: Environment, nodeEnv: NodeEnvironment): string[] {
  const problems: string[] = [];
  if (schema.STRIPE_SECRET_KEY && !schema.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the webhook endpoint's signing secret, whsec_...)");
  }
  if (schema.STRIPE_SECRET_KEY && schema.PAYMENTS === TEST_PAYMENTS) {
    problems.push(`PAYMENTS=${TEST_PAYMENTS} and STRIPE_SECRET_KEY are both set: choose the test provider or Stripe, not both`);
  }
  if (!schema.STRIPE_SECRET_KEY && schema.PAYMENTS !== TEST_PAYMENTS && nodeEnv === 'production') {
    problems.push(
      `STRIPE_SECRET_KEY is required when NODE_ENV=production: without it the test checkout takes no real money (PAYMENTS=${TEST_PAYMENTS} chooses it anyway, for a rehearsal)`,
    );
  }
  problems.push(...publishableKeyProblems(schema));
  return problems;
}

/** The browser's key must come with the server's, from the same Stripe mode (a test key cannot open a live session). */
function publishableKeyProblems({ STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey }: Environment): string[] {
  if (secretKey && !publishableKey) {
    return [
      'STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY (the key the browser loads Stripe.js with, pk_test_... or pk_live_...)',
    ];
  }
  if (!secretKey && publishableKey) {
    return [
      'STRIPE_PUBLISHABLE_KEY is set without STRIPE_SECRET_KEY: set both to take payments through Stripe, or neither for the test provider',
    ];
  }
  const secretMode = secretKey?.match(/^(?:sk|rk)_(test|live)_/)?.[1];
  const publishableMode = publishableKey?.match(/^pk_(test|live)_/)?.[1];
  if (secretMode && publishableMode && secretMode !== publishableMode) {
    return [
      `STRIPE_PUBLISHABLE_KEY is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key: use both keys from the same mode`,
    ];
  }
  return [];
}

/** What a production start-up says about the fallbacks the operator chose explicitly (DATABASE=embedded, PAYMENTS=test). */
export function productionNotices(config: AppConfig): string[] {
  if (config.nodeEnv !== 'production') return [];
  const notices: string[] = [];
  if (!config.mongoUri) {
    notices.push(
      [
        `DATABASE=${EMBEDDED_DATABASE}: the single-box embedded database keeps its data in ${config.dataDir}.`,
        'Protection: it opens no TCP port; this process serves it over a Unix socket that only the user running the shop may open (socket/mongod.sock in that directory, mode 0600 in a 0700 directory).',
        `Backups: \`npm run embedded-mongo -- --backup --dbpath ${config.dataDir} --out DIR\` writes a consistent copy while the shop runs; keep copies off this machine. Only this one instance can use the directory.`,
      ].join('\n'),
    );
  }
  if (!config.stripeSecretKey) {
    notices.push(`PAYMENTS=${TEST_PAYMENTS}: checkouts go to the local test provider and take no real money.`);
  }
  return notices;
}

function withoutEmptyValues(env: EnvironmentOverrides): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}
