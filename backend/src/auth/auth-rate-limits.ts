import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** One verification mail per address per interval (a minute unless configured), whatever its purpose. */
export function codeMailsPerEmail(intervalSeconds: number): RateLimitRule {
  return { name: 'code-mails-per-email', limit: 1, windowMs: intervalSeconds * 1000 };
}
export const CODE_MAILS_PER_IP: RateLimitRule = { name: 'code-mails-per-ip', limit: 10, windowMs: HOUR };
/** Wrong codes from one IP over all addresses; each code also dies after a few wrong tries of its own. */
export const WRONG_CODES_PER_IP: RateLimitRule = { name: 'wrong-codes-per-ip', limit: 20, windowMs: HOUR };
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: 'login-failures-per-account', limit: 5, windowMs: 15 * MINUTE };
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { name: 'login-failures-per-ip', limit: 20, windowMs: 15 * MINUTE };
