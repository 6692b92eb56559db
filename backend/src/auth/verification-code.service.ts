import { createHash, randomInt } from 'node:crypto';
import {
  BadRequestException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { CODE_MAILS_PER_IP, codeMailsPerEmail, type RateLimitRule, WRONG_CODES_PER_IP } from '../config/limits.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { VerificationCode, type VerificationPurpose } from './schemas/verification-code.schema.js';
import { verificationCodeMail } from './verification-code.mail.js';

const CODE_LIFETIME_MINUTES = 10;
const WRONG_TRIES_PER_CODE = 5;

export const CODE_MAILS_TOO_FREQUENT = 'Please wait a minute before requesting another verification code.';
export const TOO_MANY_CODE_MAILS = 'Too many verification codes requested, please try again later.';
export const CODE_MAIL_FAILED = 'The verification email could not be sent, please try again later.';
export const CODE_EXPIRED = 'The verification code has expired or was already used, please request a new one.';
export const CODE_INCORRECT = 'The verification code is incorrect.';
export const CODE_BURNED = 'Too many wrong verification codes, please request a new one.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong verification codes, please try again later.';

/** Six-digit codes mailed to prove an address: one live code per email and purpose, single use. */
@Injectable()
export class VerificationCodeService implements OnModuleInit {
  private readonly mailsPerEmail: RateLimitRule;

  constructor(
    @InjectModel(VerificationCode.name) private readonly codes: Model<VerificationCode>,
    private readonly rateLimits: RateLimitService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.mailsPerEmail = codeMailsPerEmail(config.codeMailIntervalSeconds);
  }

  async onModuleInit(): Promise<void> {
    await this.codes.init();
  }

  /** Counts a request for a code mail; 429 past the per-IP or the per-email limit. */
  async countMailRequest(email: string, ip: string): Promise<void> {
    if (!(await this.rateLimits.hit(CODE_MAILS_PER_IP, ip))) {
      throw new HttpException(TOO_MANY_CODE_MAILS, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (!(await this.rateLimits.hit(this.mailsPerEmail, email))) {
      throw new HttpException(CODE_MAILS_TOO_FREQUENT, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  /** Replaces the live code of the email for this purpose, if any, with a new one and mails it. */
  async issue(email: string, purpose: VerificationPurpose): Promise<void> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const expiresAt = new Date(Date.now() + CODE_LIFETIME_MINUTES * 60_000);
    await this.codes.updateOne(
      { email, purpose },
      { $set: { codeHash: hashCode(email, purpose, code), failedAttempts: 0, expiresAt } },
      { upsert: true },
    );
    try {
      await this.mail.send(verificationCodeMail(email, code, purpose, CODE_LIFETIME_MINUTES));
    } catch (error) {
      throw new ServiceUnavailableException(CODE_MAIL_FAILED, { cause: error });
    }
  }

  /**
   * Uses up the code if it is the live one; otherwise counts a wrong try and answers 400 (429 past the IP limit).
   * The try is taken from the code before the guess is compared, so a parallel burst of guesses gets no more tries.
   */
  async consume(email: string, purpose: VerificationPurpose, code: string, ip: string): Promise<void> {
    if (await this.rateLimits.isExhausted(WRONG_CODES_PER_IP, ip)) {
      throw new HttpException(TOO_MANY_WRONG_CODES, HttpStatus.TOO_MANY_REQUESTS);
    }
    const liveCode = { email, purpose, expiresAt: { $gt: new Date() }, failedAttempts: { $lt: WRONG_TRIES_PER_CODE } };
    const tried = await this.codes.findOneAndUpdate(liveCode, { $inc: { failedAttempts: 1 } }, { returnDocument: 'after' }).lean();
    if (tried?.codeHash === hashCode(email, purpose, code)) {
      const { deletedCount } = await this.codes.deleteOne({ _id: tried._id });
      if (deletedCount === 1) return;
      throw new BadRequestException(CODE_EXPIRED); // a parallel request used it first
    }
    await this.rateLimits.hit(WRONG_CODES_PER_IP, ip);
    if (!tried) throw new BadRequestException(CODE_EXPIRED);
    if (tried.failedAttempts < WRONG_TRIES_PER_CODE) throw new BadRequestException(CODE_INCORRECT);
    await this.codes.deleteOne({ _id: tried._id });
    throw new BadRequestException(CODE_BURNED);
  }
}

/**
 * A plain hash is enough: a six-digit code could be brute-forced from any hash, so hashing only keeps codes
 * out of plain sight (dumps, logs); the short life, the single use and the try limits are what protect it.
 */
function hashCode(email: string, purpose: VerificationPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');
}
