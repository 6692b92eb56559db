import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountsTestAppPerSuite,
  clearRateLimits,
  clientOf,
  codeMailedTo,
  database,
  loggedInClient,
  registerNewShopper,
  uniqueEmail,
} from './helpers/accounts.js';
import { codeSentResponseSchema } from '@shop/contracts/accounts/code-sent-response';
import { messageResponseSchema } from '@shop/contracts/message-response';
import { expectContract } from './helpers/contract.js';
import { clockPinnedInsideOneWindow } from './helpers/pinned-clock.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';

const CODE_SENT = {
  success: true,
  message: 'If this email is registered, a verification code has been sent to it.',
  resendAfterSeconds: 60,
};
const PASSWORD_RESET = { success: true, message: 'Password reset successfully, please log in.' };
const CODE_EXPIRED = 'The verification code has expired or was already used, please request a new one.';

clockPinnedInsideOneWindow();

describe('password reset', () => {
  const accounts = accountsTestAppPerSuite();
  let email: string;

  beforeEach(async () => {
    email = await registerNewShopper(accounts, 'old-secret');
    await clearRateLimits(accounts.app);
  });

  const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });
  const codes = () => database(accounts.app).collection('verification_codes');
  const requestResetCode = () => clientOf(accounts.app).post('/api/users/resetPassword/vcode', { email });
  const resetPassword = (body: object) => clientOf(accounts.app).post('/api/users/resetPassword', body);

  async function mailedResetCode(): Promise<string> {
    await requestResetCode().expect(200);
    return codeMailedTo(accounts.outbox, email, 'Your password reset code');
  }

  describe('POST /api/users/resetPassword/vcode', () => {
    it('mails a reset code to a registered email', async () => {
      const response = await requestResetCode();
      expect(response.status).toBe(200);
      expect(response.body).toEqual(CODE_SENT);
      expectContract(codeSentResponseSchema, response.body);
      expect(await codeMailedTo(accounts.outbox, email, 'Your password reset code')).toMatch(/^\d{6}$/);
    });

    it('answers an unknown email exactly the same, without making a code', async () => {
      const stranger = uniqueEmail('stranger');
      const response = await clientOf(accounts.app).post('/api/users/resetPassword/vcode', { email: stranger });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(CODE_SENT);
      expect(await codes().countDocuments({ email: stranger })).toBe(0);
    });

    it('throttles known and unknown emails alike', async () => {
      const stranger = uniqueEmail('stranger');
      for (const address of [email, stranger]) {
        await clientOf(accounts.app).post('/api/users/resetPassword/vcode', { email: address }).expect(200);
        const again = await clientOf(accounts.app).post('/api/users/resetPassword/vcode', { email: address });
        expect(again.status).toBe(429);
        expect(again.body).toEqual(failure('Please wait a minute before requesting another verification code.'));
      }
    });

    it('checks the email like registration does', async () => {
      const response = await clientOf(accounts.app).post('/api/users/resetPassword/vcode', { email: { $regex: '.*' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('Please enter your email.'));
    });
  });

  describe('POST /api/users/resetPassword', () => {
    it('sets the new password: the old one stops working, the new one logs in', async () => {
      const vcode = await mailedResetCode();
      const response = await resetPassword({ email, vcode, password: 'new-secret' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(PASSWORD_RESET);
      expectContract(messageResponseSchema, response.body);
      expect((await clientOf(accounts.app).post('/api/users/login', { email, password: 'old-secret' })).status).toBe(401);
      await loggedInClient(accounts.app, email, 'new-secret');
    });

    it('ends every session of the account', async () => {
      const laptop = await loggedInClient(accounts.app, email, 'old-secret');
      const phone = await loggedInClient(accounts.app, email, 'old-secret');
      const vcode = await mailedResetCode();
      await resetPassword({ email, vcode, password: 'new-secret' }).expect(200);
      expect((await laptop.get('/api/users/checkAuth')).status).toBe(401);
      expect((await phone.get('/api/users/checkAuth')).status).toBe(401);
    });

    it('refuses a wrong code and keeps the old password', async () => {
      const vcode = await mailedResetCode();
      const response = await resetPassword({ email, vcode: vcode === '999999' ? '888888' : '999999', password: 'new-secret' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('The verification code is incorrect.'));
      await loggedInClient(accounts.app, email, 'old-secret');
    });

    it('takes each code once', async () => {
      const vcode = await mailedResetCode();
      await resetPassword({ email, vcode, password: 'new-secret' }).expect(200);
      const response = await resetPassword({ email, vcode, password: 'third-secret' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(CODE_EXPIRED));
      await loggedInClient(accounts.app, email, 'new-secret');
    });

    it('refuses an expired code', async () => {
      const vcode = await mailedResetCode();
      await codes().updateOne({ email, purpose: 'reset' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      const response = await resetPassword({ email, vcode, password: 'new-secret' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(CODE_EXPIRED));
    });

    it('does not take a registration code', async () => {
      const newcomer = uniqueEmail('newcomer');
      await clientOf(accounts.app).post('/api/users/vcode', { email: newcomer }).expect(200);
      const registrationCode = await codeMailedTo(accounts.outbox, newcomer);
      const response = await resetPassword({ email: newcomer, vcode: registrationCode, password: 'new-secret' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(CODE_EXPIRED));
    });

    it.each([
      [{ vcode: '' }, 'Please enter your verification code.'],
      [{ password: '123' }, 'Please enter at least six digits for password.'],
      [{ password: { $exists: true } }, 'Please enter your password.'],
      [{ email: { $gt: '' } }, 'Please enter your email.'],
    ])('refuses %j with 400 "%s" and keeps the old password', async (change, message) => {
      const vcode = await mailedResetCode();
      const response = await resetPassword({ email, vcode, password: 'new-secret', ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(message));
      await loggedInClient(accounts.app, email, 'old-secret');
    });
  });
});

describe('the wait between two code mails to one address, when CODE_MAIL_INTERVAL_SECONDS shortens it (as the e2e journeys run)', () => {
  const INTERVAL_MS = 1000;
  const accounts = accountsTestAppPerSuite({ CODE_MAIL_INTERVAL_SECONDS: String(INTERVAL_MS / 1000) });

  it('still refuses a second code within the interval, and mails one once it has passed', async () => {
    const email = await registerNewShopper(accounts, 'old-secret');
    await clearRateLimits(accounts.app);
    const requestResetCode = () => clientOf(accounts.app).post('/api/users/resetPassword/vcode', { email });
    const firstAt = Date.now();
    await requestResetCode().expect(200);
    const again = await requestResetCode();
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      success: false,
      requestId: expect.any(String),
      message: 'Please wait a minute before requesting another verification code.',
    });

    // The interval counts from the first mail.
    vi.setSystemTime(firstAt + INTERVAL_MS);
    await requestResetCode().expect(200);
    const resetMails = () => accounts.outbox.filter((mail) => mail.to === email && mail.subject === 'Your password reset code');
    await vi.waitFor(() => expect(resetMails()).toHaveLength(2), BACKGROUND_WAIT);
  });
});
