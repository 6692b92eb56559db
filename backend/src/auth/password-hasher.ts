import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

// OWASP's recommended argon2id settings (19 MiB, 2 passes, 1 lane): strong, yet cheap enough that a burst
// of logins does not starve a small server. The memory comes from the configuration, which keeps it there in production.
const ARGON2_OPTIONS = { timeCost: 2, parallelism: 1 } as const;

// A native addon: loaded by the first hash or check rather than by every start.
const loadArgon2 = () => import('argon2').then((module) => module.default);

@Injectable()
export class PasswordHasher {
  private hashOfNoPassword?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async hash(password: string): Promise<string> {
    const argon2 = await loadArgon2();
    return argon2.hash(password, { ...ARGON2_OPTIONS, type: argon2.argon2id, memoryCost: this.config.passwordHashMemoryKib });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    return (await loadArgon2()).verify(passwordHash, password);
  }

  /**
   * Spends the same time as a real check when there is no account, so response times do not
   * tell which emails are registered.
   */
  async verifyAgainstNoAccount(password: string): Promise<false> {
    this.hashOfNoPassword ??= this.hash('no account has this password');
    await this.verify(await this.hashOfNoPassword, password);
    return false;
  }
}
