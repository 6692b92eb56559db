import { describe, expect, it } from 'vitest';
import {
  accountsTestAppPerSuite,
  clearRateLimits,
  clientOf,
  codeMailedTo,
  database,
  loggedInClient,
  registerThroughApi,
  uniqueEmail,
} from './helpers/accounts.js';
import { codeSentResponseSchema } from '@shop/contracts/accounts/code-sent-response';
import { errorResponseSchema, messageResponseSchema } from '@shop/contracts/message-response';
import { expectContract } from './helpers/contract.js';
import { clockPinnedInsideOneWindow } from './helpers/pinned-clock.js';

// The test app mails codes at most once a minute per address: Send counts that down.
const CODE_SENT = { success: true, message: 'Verification code sent, please check your email.', resendAfterSeconds: 60 };
const REGISTERED = { success: true, message: 'Registered successfully, please log in.' };
const CODE_EXPIRED = 'The verification code has expired or was already used, please request a new one.';
const CODE_INCORRECT = 'The verification code is incorrect.';
const EMAIL_TAKEN = 'This email is already registered, please log in.';
const CODE_BURNED = 'Too many wrong verification codes, please request a new one.';
const TOO_MANY_ATTEMPTS = 'Too many registration attempts, please try again later.';

clockPinnedInsideOneWindow();

describe('registration', () => {
  const accounts = accountsTestAppPerSuite();

  const codes = () => database(accounts.app).collection('verification_codes');
  const users = () => database(accounts.app).collection('users');
  const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });

  async function requestCode(email: string): Promise<string> {
    await clientOf(accounts.app).post('/api/users/vcode', { email }).expect(200);
    return codeMailedTo(accounts.outbox, email);
  }

  function wrongCodeFor(code: string): string {
    return code === '000000' ? '111111' : '000000';
  }

  describe('POST /api/users/vcode', () => {
    it('mails a six-digit code and answers the toast message and the seconds until Send may ask again', async () => {
      const email = uniqueEmail();
      const response = await clientOf(accounts.app).post('/api/users/vcode', { email });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(CODE_SENT);
      expectContract(codeSentResponseSchema, response.body);
      const mail = accounts.outbox.findLast((message) => message.to === email)!;
      expect(mail.subject).toBe('Your verification code');
      expect(mail.text).toMatch(/Your verification code is \d{6}\n/);
    });

    it('keeps only a hash of the code, expiring in ten minutes', async () => {
      const email = uniqueEmail();
      const code = await requestCode(email);
      const stored = await codes().findOne({ email, purpose: 'register' });
      expect(stored).not.toBeNull();
      expect(JSON.stringify(stored)).not.toContain(code);
      const minutesLeft = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutesLeft).toBeGreaterThan(9.9);
      expect(minutesLeft).toBeLessThanOrEqual(10);
    });

    it('lets MongoDB delete codes once they expire', async () => {
      expect(await codes().indexes()).toContainEqual(expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }));
    });

    it('sends to the email trimmed and lower-cased', async () => {
      const email = uniqueEmail();
      await clientOf(accounts.app)
        .post('/api/users/vcode', { email: `  ${email.toUpperCase()} ` })
        .expect(200);
      expect(accounts.outbox.at(-1)!.to).toBe(email);
    });

    it.each([
      [{}, 'Please enter your email.'],
      [{ email: '' }, 'Please enter your email.'],
      [{ email: 'mia@example' }, 'Please enter correct email.'],
      [{ email: `${'m'.repeat(250)}@example.com` }, 'Please enter correct email.'],
      [{ email: 12345 }, 'Please enter your email.'],
      [{ email: { $ne: '' } }, 'Please enter your email.'],
      [{ email: 'mia@example.com', admin: true }, 'property admin should not exist'],
    ])('refuses %j with 400 "%s" and sends nothing', async (body, message) => {
      const mailsBefore = accounts.outbox.length;
      const response = await clientOf(accounts.app).post('/api/users/vcode', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(message));
      expectContract(errorResponseSchema, response.body);
      expect(accounts.outbox.length).toBe(mailsBefore);
    });

    it('sends at most one code per email per minute', async () => {
      const email = uniqueEmail();
      await requestCode(email);
      const response = await clientOf(accounts.app).post('/api/users/vcode', { email });
      expect(response.status).toBe(429);
      expect(response.body).toEqual(failure('Please wait a minute before requesting another verification code.'));
    });

    it('sends at most ten codes an hour to one IP', async () => {
      for (let sent = 0; sent < 10; sent += 1) {
        await clientOf(accounts.app).post('/api/users/vcode', { email: uniqueEmail() }).expect(200);
      }
      const response = await clientOf(accounts.app).post('/api/users/vcode', { email: uniqueEmail() });
      expect(response.status).toBe(429);
      expect(response.body).toEqual(failure('Too many verification codes requested, please try again later.'));
    });

    it('tells an already registered email to log in instead, and sends nothing', async () => {
      const email = uniqueEmail();
      await registerThroughApi(accounts.app, accounts.outbox, email);
      await clearRateLimits(accounts.app);
      const mailsBefore = accounts.outbox.length;
      const response = await clientOf(accounts.app).post('/api/users/vcode', { email });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(failure(EMAIL_TAKEN));
      expect(accounts.outbox.length).toBe(mailsBefore);
    });
  });

  describe('POST /api/users/register', () => {
    it('creates a customer account with the mailed code; the shopper can then log in', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      const response = await clientOf(accounts.app).post('/api/users/register', { email, vcode, password: 'secret1' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual(REGISTERED);
      expectContract(messageResponseSchema, response.body);
      const user = await users().findOne({ Email: email });
      expect(user).toMatchObject({ Email: email, role: 'customer', UserName: '', Phone: '', Location: '', Fav: [] });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      await loggedInClient(accounts.app, email, 'secret1');
    });

    it('refuses a wrong code with 400 and creates nothing', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      const response = await clientOf(accounts.app).post('/api/users/register', { email, vcode: wrongCodeFor(vcode), password: 'secret1' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(CODE_INCORRECT));
      expect(await users().countDocuments({ Email: email })).toBe(0);
    });

    it('refuses an expired code and creates nothing', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      await codes().updateOne({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
      const response = await clientOf(accounts.app).post('/api/users/register', { email, vcode, password: 'secret1' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(CODE_EXPIRED));
      expect(await users().countDocuments({ Email: email })).toBe(0);
    });

    it('takes each code once', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      await clientOf(accounts.app).post('/api/users/register', { email, vcode, password: 'secret1' }).expect(201);
      await users().deleteOne({ Email: email });
      const response = await clientOf(accounts.app).post('/api/users/register', { email, vcode, password: 'secret1' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(CODE_EXPIRED));
      expect(await users().countDocuments({ Email: email })).toBe(0);
    });

    it('refuses registering without having asked for a code', async () => {
      const response = await clientOf(accounts.app).post('/api/users/register', {
        email: uniqueEmail(),
        vcode: '123456',
        password: 'secret1',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(CODE_EXPIRED));
    });

    it('burns a code after five wrong tries, so even the right one then fails', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      const attempt = (code: string) => clientOf(accounts.app).post('/api/users/register', { email, vcode: code, password: 'secret1' });
      for (let tries = 1; tries <= 4; tries += 1) {
        expect((await attempt(wrongCodeFor(vcode))).body).toEqual(failure(CODE_INCORRECT));
      }
      const fifth = await attempt(wrongCodeFor(vcode));
      expect(fifth.status).toBe(400);
      expect(fifth.body).toEqual(failure(CODE_BURNED));
      expect((await attempt(vcode)).body).toEqual(failure(CODE_EXPIRED));
      expect(await users().countDocuments({ Email: email })).toBe(0);
    });

    it('answers a registered email without a code exactly as an unknown one, so it tells nobody which emails have accounts', async () => {
      const email = uniqueEmail();
      await registerThroughApi(accounts.app, accounts.outbox, email);
      const registered = await clientOf(accounts.app).post('/api/users/register', {
        email: email.toUpperCase(),
        vcode: '123456',
        password: 'secret2',
      });
      const unknown = await clientOf(accounts.app).post('/api/users/register', {
        email: uniqueEmail(),
        vcode: '123456',
        password: 'secret2',
      });
      expect(registered.status).toBe(400);
      expect(registered.body).toEqual(failure(CODE_EXPIRED));
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual(failure(CODE_EXPIRED));
      expect(await users().countDocuments({ Email: email })).toBe(1);
    });

    it('answers 409 to a live code whose email was registered some other way meanwhile, and creates nothing more', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      await users().insertOne({ Email: email, passwordHash: 'x', role: 'customer' });
      const response = await clientOf(accounts.app).post('/api/users/register', { email, vcode, password: 'secret2' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(failure(EMAIL_TAKEN));
      expect(await users().countDocuments({ Email: email })).toBe(1);
    });

    it('gives a parallel burst of guesses at one code no more than its five tries', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      const burst = await Promise.all(
        Array.from({ length: 10 }, () =>
          clientOf(accounts.app).post('/api/users/register', { email, vcode: wrongCodeFor(vcode), password: 'secret1' }),
        ),
      );
      const messages = burst.map((response) => response.body.message);
      expect(messages.filter((message) => message === CODE_INCORRECT)).toHaveLength(4);
      expect(messages.filter((message) => message === CODE_BURNED)).toHaveLength(1);
      expect(messages.filter((message) => message === CODE_EXPIRED)).toHaveLength(5);
      expect(await users().countDocuments({ Email: email })).toBe(0);
    });

    it('allows ten attempts an hour per email', async () => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      const attempt = () => clientOf(accounts.app).post('/api/users/register', { email, vcode: wrongCodeFor(vcode), password: 'secret1' });
      for (let tries = 0; tries < 10; tries += 1) expect((await attempt()).status).toBe(400);
      const response = await attempt();
      expect(response.status).toBe(429);
      expect(response.body).toEqual(failure(TOO_MANY_ATTEMPTS));
    });

    it('allows twenty attempts an hour per IP, counted before any code is checked', async () => {
      const attempt = () =>
        clientOf(accounts.app).post('/api/users/register', { email: uniqueEmail(), vcode: '123456', password: 'secret1' });
      const burst = await Promise.all(Array.from({ length: 30 }, attempt));
      expect(burst.filter((response) => response.status === 400)).toHaveLength(20);
      const refused = burst.filter((response) => response.status === 429);
      expect(refused).toHaveLength(10);
      expect(refused[0].body).toEqual(failure(TOO_MANY_ATTEMPTS));
    });

    it.each([
      [{ email: '' }, 'Please enter your email.'],
      [{ email: 'not-an-email' }, 'Please enter correct email.'],
      [{ vcode: '' }, 'Please enter your verification code.'],
      [{ vcode: '12345' }, 'Please enter correct verification code.'],
      [{ vcode: '1234567' }, 'Please enter correct verification code.'],
      [{ vcode: 123456 }, 'Please enter your verification code.'],
      [{ password: '' }, 'Please enter your password.'],
      [{ password: '12345' }, 'Please enter at least six digits for password.'],
      [{ password: 'p'.repeat(129) }, 'Please enter at most 128 characters for password.'],
      [{ vcode: { $ne: '' } }, 'Please enter your verification code.'],
      [{ role: 'admin' }, 'property role should not exist'],
    ])('refuses %j with 400 "%s" and creates nothing', async (change, message) => {
      const email = uniqueEmail();
      const vcode = await requestCode(email);
      const response = await clientOf(accounts.app).post('/api/users/register', { email, vcode, password: 'secret1', ...change });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(message));
      expect(await users().countDocuments({ Email: email })).toBe(0);
      expect(await codes().countDocuments({ email })).toBe(1);
    });
  });
});
