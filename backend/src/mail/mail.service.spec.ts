import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { MailService } from './mail.service.js';

describe('MailService without SMTP_URL', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('prints each mail to stdout as one block with recipient, subject and text', async () => {
    const mail = new MailService({ smtpUrl: undefined, mailFrom: 'Shop <shop@example.com>' } as AppConfig);
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    await mail.send({ to: 'mia@example.com', subject: 'Your verification code', text: 'Your verification code is 123456' });
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('To: mia@example.com\nSubject: Your verification code\n\nYour verification code is 123456\n');
    expect(printed[0]).toContain('not sent: SMTP_URL is not set');
  });
});
