import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import type { ResetPasswordBody } from '@shop/contracts/accounts/account-bodies';
import { UsersService } from '../users/users.service.js';
import { LoginService } from './login.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionsService } from './sessions.service.js';
import { CODE_EXPIRED, VerificationCodeService } from './verification-code.service.js';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodeService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly login: LoginService,
  ) {}

  /** Answers alike whether or not the email is registered; only a registered one gets a code. */
  async sendCode(email: string, ip: string): Promise<void> {
    await this.codes.countMailRequest(email, ip);
    if (!(await this.users.existsWithEmail(email))) return;
    // Not awaited: a reply that waits for the mail only when the account exists would give it away by its timing.
    this.codes
      .issue(email, 'reset')
      .catch((error: unknown) =>
        this.logger.error(`A password reset code was not mailed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }

  /** Sets the new password and ends every session of the account, wherever it was logged in. */
  async resetPassword({ email, vcode, password }: ResetPasswordBody, ip: string): Promise<void> {
    await this.codes.consume(email, 'reset', vcode, ip);
    const userId = await this.users.setPasswordHash(email, await this.hasher.hash(password));
    if (!userId) throw new BadRequestException(CODE_EXPIRED); // the account was deleted after the code was sent
    await this.sessions.endAllOf(userId);
    await this.login.unlock(email, ip);
  }
}
