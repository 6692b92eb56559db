import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { UsersService } from '../users/users.service.js';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from './auth-rate-limits.js';
import { toAuthenticatedUser, type AuthenticatedUser } from './authenticated-user.js';
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

  /** Checks the password; 401 when wrong, 429 after too many failures for the account or from the IP. */
  async authenticate(email: string, password: string, ip: string): Promise<AuthenticatedUser> {
    await this.rejectWhenThrottled(email, ip);
    const user = await this.users.findWithPasswordHash(email);
    const passwordMatches = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyAgainstNoAccount(password);
    if (!user || !passwordMatches) {
      await Promise.all([this.rateLimits.hit(LOGIN_FAILURES_PER_ACCOUNT, email), this.rateLimits.hit(LOGIN_FAILURES_PER_IP, ip)]);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    await this.rateLimits.reset(LOGIN_FAILURES_PER_ACCOUNT, email);
    return toAuthenticatedUser(user);
  }

  private async rejectWhenThrottled(email: string, ip: string): Promise<void> {
    const [accountExhausted, ipExhausted] = await Promise.all([
      this.rateLimits.isExhausted(LOGIN_FAILURES_PER_ACCOUNT, email),
      this.rateLimits.isExhausted(LOGIN_FAILURES_PER_IP, ip),
    ]);
    if (accountExhausted || ipExhausted) throw new HttpException(TOO_MANY_LOGIN_FAILURES, HttpStatus.TOO_MANY_REQUESTS);
  }
}
