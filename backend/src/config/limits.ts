/** Every abuse limit of the backend, in one place; README.md's "Limits" section lists them. */

/** A named limit: at most `limit` hits per subject (an email, an IP) in each window of `windowMs`. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login attempts are counted before the password is checked. One IP may try one account only a few
 * times, so a stranger cannot lock the owner out from elsewhere; the per-account cap is larger and
 * slower than one IP could reach alone, so it stops only a guesser spread over many addresses.
 */
export const LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP: RateLimitRule = { name: 'login-attempts-per-account-ip', limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_ATTEMPTS_PER_IP: RateLimitRule = { name: 'login-attempts-per-ip', limit: 20, windowMs: 15 * MINUTE };
export const LOGIN_ATTEMPTS_PER_ACCOUNT: RateLimitRule = { name: 'login-attempts-per-account', limit: 50, windowMs: HOUR };

/** Registration attempts, counted before the code is checked. */
export const REGISTER_ATTEMPTS_PER_IP: RateLimitRule = { name: 'register-attempts-per-ip', limit: 20, windowMs: HOUR };
export const REGISTER_ATTEMPTS_PER_EMAIL: RateLimitRule = { name: 'register-attempts-per-email', limit: 10, windowMs: HOUR };

/** One verification mail per address per interval (a minute unless configured), whatever its purpose. */
export function codeMailsPerEmail(intervalSeconds: number): RateLimitRule {
  return { name: 'code-mails-per-email', limit: 1, windowMs: intervalSeconds * 1000 };
}
export const CODE_MAILS_PER_IP: RateLimitRule = { name: 'code-mails-per-ip', limit: 10, windowMs: HOUR };
/** Wrong codes from one IP over all addresses; each code also dies after a few wrong tries of its own. */
export const WRONG_CODES_PER_IP: RateLimitRule = { name: 'wrong-codes-per-ip', limit: 20, windowMs: HOUR };

/** JSON request bodies: a flat body is parsed as before; a deeper or larger one is refused with 400 unparsed. */
export const JSON_BODY_LIMITS = { maxBytes: 100 * 1024, maxDepth: 32 } as const;

/**
 * Each account's chat budget, a token bucket over every event its sockets emit, shared by all of them:
 * a burst of `burst` events, then `refillPerSecond`. Each client address has a budget of its own too,
 * CHAT_SOCKETS_PER_IP / `socketsPerAccount` times as large (several shoppers may share an address).
 * Events over budget are dropped with an error ack; a socket that keeps going `disconnectAfterDropped`
 * events past its budget is disconnected. An account opens at most `socketsPerAccount` sockets per instance.
 */
export const CHAT_SOCKET_LIMITS = {
  burst: 20,
  refillPerSecond: 5,
  disconnectAfterDropped: 50,
  socketsPerAccount: 5,
  /** One event's payload; a 2,000-character message is at most 8 KB of UTF-8. */
  maxEventBytes: 16 * 1024,
  maxEventDepth: 8,
  /** One engine.io packet (socket.io's maxHttpBufferSize); the handshake's catch-up list fits with room to spare. */
  maxPacketBytes: 64 * 1024,
} as const;

/**
 * Web push. Deliveries run in a job lane of their own, `concurrentDeliveries` at a time, each request
 * given up after `requestTimeoutMs`; a device whose push service fails `failuresBeforeDrop` times in a row
 * (a timeout, a refused connection, a redirect, a 5xx) is dropped. An account keeps `devicesPerAccount`
 * devices (a new one replaces the oldest). A shopper hears of a sub-type's restock at most once per
 * `restockNoticeIntervalMs`.
 */
export const PUSH_LIMITS = {
  devicesPerAccount: 10,
  requestTimeoutMs: 5_000,
  concurrentDeliveries: 8,
  failuresBeforeDrop: 3,
  restockNoticeIntervalMs: 24 * HOUR,
} as const;
/** Device subscriptions an account may store (each a check of the push service's address). */
export const PUSH_SUBSCRIBES_PER_ACCOUNT: RateLimitRule = { name: 'push-subscribes-per-account', limit: 20, windowMs: HOUR };

/**
 * What one account's unpaid orders may hold at once (orders Placing or Paying), so that one shopper cannot
 * take the catalogue off the shelves for the payment window: at most `unpaidOrders` orders, `heldUnits`
 * units over all of them and `heldUnitsPerSubType` units of any one sub-type. CHECKOUT_HOLD_LIMITS=off lifts them.
 */
export const CHECKOUT_HOLD_LIMITS = { unpaidOrders: 2, heldUnits: 30, heldUnitsPerSubType: 10 } as const;
/** Checkouts one account may start, refused or not, whatever the caps above leave. */
export const CHECKOUTS_PER_ACCOUNT: RateLimitRule = { name: 'checkouts-per-account', limit: 10, windowMs: 10 * MINUTE };

/**
 * The catalogue cache (server pages, catalogue API pages, the sitemap) of each instance. Entries are cleared by
 * the shop's own product and board writes on any instance, and all of them after `freshForMs` whatever happens,
 * so a change written straight into the database shows within that time. Catalogue entries take at most
 * `maxBytes`, search results apart at most `searchMaxBytes` (least recently used go first); sizes are measured
 * as the characters of each page's HTML or JSON. The sitemap is rebuilt when older than `sitemapRebuildMs`.
 */
export const CATALOGUE_CACHE_LIMITS = {
  freshForMs: 10_000,
  maxBytes: 32 * 1024 * 1024,
  searchMaxBytes: 2 * 1024 * 1024,
  sitemapRebuildMs: 60_000,
} as const;

/**
 * Each instance keeps the shipping rate it read for this long (every quote and checkout prices with it): a rate
 * saved through the back office applies at once on the instance that saved it, and within this time on the others.
 */
export const SHIPPING_RATE_FRESH_MS = 10_000;

/** A logged-in shopper's account cart left unchanged this long gets one reminder mail (issue 33). */
export const CART_REMINDER_IDLE_MS = 24 * HOUR;
