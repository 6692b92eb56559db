import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { LOGIN_ATTEMPTS_PER_ACCOUNT, LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP, LOGIN_ATTEMPTS_PER_IP } from '../config/limits.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { toAuthenticatedUser } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';
import { PasswordHasher } from './password-hasher.js';

/** One message for an unknown email and a wrong password alike, so logins cannot tell which emails exist. */
export const WRONG_CREDENTIALS = 'Email or password is incorrect.';
export const TOO_MANY_LOGIN_FAILURES = 'Too many failed login attempts, please try again later.';

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** Checks the password; 401 when wrong, 429 once the attempts of the IP, the account from it or the account run out. */
  async authenticate(email: string, password: string, ip: string): Promise<AuthenticatedUser> {
    await this.reserveAttempt(email, ip);
    const user = await this.users.findWithPasswordHash(email);
    const passwordMatches = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyAgainstNoAccount(password);
    if (!user || !passwordMatches) throw new UnauthorizedException(WRONG_CREDENTIALS);
    await this.forgetAttempts(email, ip);
    return toAuthenticatedUser(user);
  }

  /** A new password makes the earlier guesses worthless: the account, and its owner's IP, may try again. */
  async unlock(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.rateLimits.reset(LOGIN_ATTEMPTS_PER_ACCOUNT, email),
      this.rateLimits.reset(LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP, accountFromIp(email, ip)),
    ]);
  }

  /** The attempt is counted before the password is looked at, so a parallel burst is checked at most the limit. */
  private async reserveAttempt(email: string, ip: string): Promise<void> {
    const reserved =
      (await this.rateLimits.reserve(LOGIN_ATTEMPTS_PER_IP, ip)) &&
      (await this.rateLimits.reserve(LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP, accountFromIp(email, ip))) &&
      (await this.rateLimits.reserve(LOGIN_ATTEMPTS_PER_ACCOUNT, email));
    if (!reserved) throw new HttpException(TOO_MANY_LOGIN_FAILURES, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** A successful login clears the failures of the account from this IP and does not count against the wider caps. */
  private async forgetAttempts(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.rateLimits.reset(LOGIN_ATTEMPTS_PER_ACCOUNT_AND_IP, accountFromIp(email, ip)),
      this.rateLimits.release(LOGIN_ATTEMPTS_PER_IP, ip),
      this.rateLimits.release(LOGIN_ATTEMPTS_PER_ACCOUNT, email),
    ]);
  }
}

function accountFromIp(email: string, ip: string): string {
  return `${email}|${ip}`;
}
