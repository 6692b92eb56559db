import { ConflictException, Injectable } from '@nestjs/common';
import { EMAIL_ALREADY_REGISTERED, UsersService } from '../users/users.service.js';
import type { RegisterDto } from './dto/register.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { VerificationCodeService } from './verification-code.service.js';

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodeService,
    private readonly hasher: PasswordHasher,
  ) {}

  async sendCode(email: string, ip: string): Promise<void> {
    await this.codes.countMailRequest(email, ip);
    await this.rejectRegisteredEmail(email);
    await this.codes.issue(email, 'register');
  }

  /** Creates the account only with the live code of a free email; anything wrong creates nothing. */
  async register({ email, vcode, password }: RegisterDto, ip: string): Promise<void> {
    await this.rejectRegisteredEmail(email);
    await this.codes.consume(email, 'register', vcode, ip);
    await this.users.create({ email, passwordHash: await this.hasher.hash(password) });
  }

  private async rejectRegisteredEmail(email: string): Promise<void> {
    if (await this.users.existsWithEmail(email)) throw new ConflictException(EMAIL_ALREADY_REGISTERED);
  }
}
