import { ConflictException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { RegisterBody } from '@shop/contracts/accounts/account-bodies';
import { REGISTER_ATTEMPTS_PER_EMAIL, REGISTER_ATTEMPTS_PER_IP } from '../config/limits.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { EMAIL_ALREADY_REGISTERED, UsersService } from '../users/users.service.js';
import { PasswordHasher } from './password-hasher.js';
import { VerificationCodeService } from './verification-code.service.js';

export const TOO_MANY_REGISTER_ATTEMPTS = 'Too many registration attempts, please try again later.';

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodeService,
    private readonly hasher: PasswordHasher,
    private readonly rateLimits: RateLimitService,
  ) {}

  async sendCode(email: string, ip: string): Promise<void> {
    await this.codes.countMailRequest(email, ip);
    await this.rejectRegisteredEmail(email);
    await this.codes.issue(email, 'register');
  }

  /**
   * Creates the account only with the live code of a free email; anything wrong creates nothing. The code
   * is checked first: codes go only to free emails, so without one nothing tells whether an email is taken.
   */
  async register({ email, vcode, password }: RegisterBody, ip: string): Promise<void> {
    await this.reserveAttempt(email, ip);
    await this.codes.consume(email, 'register', vcode, ip);
    // A taken email (registered some other way since its code was sent) answers 409 from the unique index.
    await this.users.create({ email, passwordHash: await this.hasher.hash(password) });
  }

  private async reserveAttempt(email: string, ip: string): Promise<void> {
    const reserved =
      (await this.rateLimits.reserve(REGISTER_ATTEMPTS_PER_IP, ip)) && (await this.rateLimits.reserve(REGISTER_ATTEMPTS_PER_EMAIL, email));
    if (!reserved) throw new HttpException(TOO_MANY_REGISTER_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
  }

  private async rejectRegisteredEmail(email: string): Promise<void> {
    if (await this.users.existsWithEmail(email)) throw new ConflictException(EMAIL_ALREADY_REGISTERED);
  }
}
