import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import { clearRateLimits, clientOf, loggedInClient, uniqueEmail } from './helpers/accounts.js';
import { recipientOf, type SmtpReceiver, startSmtpReceiver } from './helpers/smtp-receiver.js';
import { closeStarted } from './helpers/teardown.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';

describe('verification mail over SMTP', () => {
  let smtp: SmtpReceiver;
  let app: NestExpressApplication;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Kawaii Shop <hello@kawaii.example>' });
  });
  afterAll(async () => {
    await closeStarted(app, smtp);
  });

  const mailTo = (email: string, subject = 'Your verification code') =>
    smtp.received.find((mail) => mail.subject === subject && recipientOf(mail) === email);
  const codeIn = (mail: ParsedMail) => /Your verification code is (\d{6})\n/.exec(mail.text ?? '')![1];

  it('delivers the code to the shopper, and the code registers the account', async () => {
    const email = uniqueEmail();
    await clientOf(app).post('/api/users/vcode', { email }).expect(200);
    const mail = mailTo(email)!;
    expect(mail.from?.text).toBe('"Kawaii Shop" <hello@kawaii.example>');
    const vcode = codeIn(mail);
    await clientOf(app).post('/api/users/register', { email, vcode, password: 'secret1' }).expect(201);
    await loggedInClient(app, email, 'secret1');
  });

  it('delivers a password reset code that resets the password', async () => {
    const email = uniqueEmail();
    await clientOf(app).post('/api/users/vcode', { email }).expect(200);
    await clientOf(app)
      .post('/api/users/register', { email, vcode: codeIn(mailTo(email)!), password: 'secret1' })
      .expect(201);
    await clearRateLimits(app);
    await clientOf(app).post('/api/users/resetPassword/vcode', { email }).expect(200);
    // Reset mails go out after the reply (see PasswordResetService), so wait for it.
    const resetMail = await vi.waitFor(
      () => mailTo(email, 'Your password reset code') ?? Promise.reject(new Error('no reset mail yet')),
      BACKGROUND_WAIT,
    );
    const resetCode = codeIn(resetMail);
    await clientOf(app).post('/api/users/resetPassword', { email, vcode: resetCode, password: 'secret2' }).expect(200);
    await loggedInClient(app, email, 'secret2');
  });

  it('answers 503 when the mail server cannot be reached', async () => {
    await smtp.stop();
    const response = await clientOf(app).post('/api/users/vcode', { email: uniqueEmail() });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      success: false,
      requestId: expect.any(String),
      message: 'The verification email could not be sent, please try again later.',
    });
  });
});
