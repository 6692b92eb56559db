import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { MailMessage } from './mail-message.js';

// Nodemailer waits up to 10 minutes on a silent server by default: a send must end well within a job's lease.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Sends mail through SMTP_URL. Without it each mail is printed to stdout instead, so that a newcomer
 * running the shop on its defaults can still read the verification code and register.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  /** Made at the first mail: nodemailer adds about 20 MB to a start that may send none for a while. */
  private transporter?: Promise<Transporter>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.smtpUrl) this.logger.warn('SMTP_URL is not set: mails are printed to stdout instead of sent.');
  }

  async send(message: MailMessage): Promise<void> {
    const { smtpUrl } = this.config;
    if (!smtpUrl) {
      process.stdout.write(printedMail(message));
      return;
    }
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    );
    await (await this.transporter).sendMail({ from: this.config.mailFrom, ...message });
  }

  async onModuleDestroy(): Promise<void> {
    (await this.transporter)?.close();
  }
}

function printedMail({ to, subject, text }: MailMessage): string {
  const rule = '='.repeat(72);
  return `\n${rule}\nMAIL (not sent: SMTP_URL is not set)\nTo: ${to}\nSubject: ${subject}\n\n${text}\n${rule}\n\n`;
}
