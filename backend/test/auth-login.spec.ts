import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mail-message.js';
import {
  clearRateLimits,
  clientOf,
  createAccountsTestApp,
  database,
  loggedInClient,
  makeAdmin,
  registerThroughApi,
  uniqueEmail,
} from './helpers/accounts.js';
import { clockPinnedInsideOneWindow } from './helpers/pinned-clock.js';
import { closeStarted } from './helpers/teardown.js';

const WRONG_CREDENTIALS = { success: false, requestId: expect.any(String), message: 'Email or password is incorrect.' };
const TOO_MANY_FAILURES = {
  success: false,
  requestId: expect.any(String),
  message: 'Too many failed login attempts, please try again later.',
};
const NOT_LOGGED_IN = { success: false, requestId: expect.any(String), message: 'Please log in first.' };

clockPinnedInsideOneWindow();

function sessionCookieOf(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('shop.sid='));
}

describe('login, sessions and logout', () => {
  let app: NestExpressApplication;
  let outbox: MailMessage[];
  let email: string;

  beforeAll(async () => {
    ({ app, outbox } = await createAccountsTestApp());
    email = uniqueEmail();
    await registerThroughApi(app, outbox, email, 'secret1');
  });
  afterAll(async () => {
    await closeStarted(app);
  });
  beforeEach(async () => {
    await clearRateLimits(app);
  });

  const login = (body: object) => clientOf(app).post('/api/users/login', body);

  describe('POST /api/users/login', () => {
    it('logs in with a session cookie that is HttpOnly, SameSite=Lax and lasts seven days', async () => {
      const response = await login({ email, password: 'secret1' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Logged in successfully.' });
      const cookie = sessionCookieOf(response)!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/; Secure/);
      const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
      expect((expires - Date.now()) / 86_400_000).toBeCloseTo(7, 1);
    });

    it('accepts the email in any case and with spaces around it', async () => {
      expect((await login({ email: `  ${email.toUpperCase()} `, password: 'secret1' })).status).toBe(200);
    });

    it('keeps the user id in the shared session store', async () => {
      await loggedInClient(app, email);
      const user = await database(app).collection('users').findOne({ Email: email });
      const sessions = await database(app).collection('sessions').countDocuments({ 'session.userId': user!._id.toString() });
      expect(sessions).toBeGreaterThan(0);
    });

    it('lets MongoDB delete sessions once they expire', async () => {
      const indexes = await database(app).collection('sessions').indexes();
      expect(indexes).toContainEqual(expect.objectContaining({ key: { expires: 1 }, expireAfterSeconds: 0 }));
    });

    it('gives a new session id at login, so an earlier one is worthless', async () => {
      const client = clientOf(app);
      const first = sessionCookieOf(await client.post('/api/users/login', { email, password: 'secret1' }))!;
      const second = sessionCookieOf(await client.post('/api/users/login', { email, password: 'secret1' }))!;
      expect(second.split(';')[0]).not.toBe(first.split(';')[0]);
      const withFirst = await request(app.getHttpServer()).get('/api/users/checkAuth').set('Cookie', first.split(';')[0]);
      expect(withFirst.status).toBe(401);
    });

    it('answers a wrong password and an unknown email with the same 401 message', async () => {
      const wrongPassword = await login({ email, password: 'wrong-password' });
      const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'secret1' });
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual(WRONG_CREDENTIALS);
      expect(unknownEmail.status).toBe(401);
      expect(unknownEmail.body).toEqual(WRONG_CREDENTIALS);
      expect(sessionCookieOf(wrongPassword)).toBeUndefined();
    });

    it.each([
      [{ password: 'secret1' }, 'Please enter your email.'],
      [{ email: '', password: 'secret1' }, 'Please enter your email.'],
      [{ email: 'mia.example.com', password: 'secret1' }, 'Please enter correct email.'],
      [{ email: 'mia@example.com' }, 'Please enter your password.'],
      [{ email: 'mia@example.com', password: '12345' }, 'Please enter correct password.'],
      [{ email: 'mia@example.com', password: 'secret1', remember: true }, 'property remember should not exist'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message });
    });

    it('refuses query operators in place of the credentials and logs nobody in', async () => {
      const response = await login({ email: { $ne: '' }, password: { $ne: '' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        requestId: expect.any(String),
        message: 'Please enter your email.; Please enter your password.',
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    });

    it('locks an account for a while after five failures, even for the right password', async () => {
      for (let failures = 0; failures < 5; failures += 1) {
        expect((await login({ email, password: 'wrong-password' })).status).toBe(401);
      }
      const response = await login({ email, password: 'secret1' });
      expect(response.status).toBe(429);
      expect(response.body).toEqual(TOO_MANY_FAILURES);
    });

    it('checks a parallel burst of guesses at one account at most five times', async () => {
      const burst = await Promise.all(Array.from({ length: 30 }, () => login({ email, password: 'wrong-password' })));
      const statuses = burst.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      expect((await login({ email, password: 'secret1' })).body).toEqual(TOO_MANY_FAILURES);
    });

    it('forgets earlier failures of an account once it logs in', async () => {
      for (let failures = 0; failures < 4; failures += 1) await login({ email, password: 'wrong-password' });
      await login({ email, password: 'secret1' }).expect(200);
      for (let failures = 0; failures < 4; failures += 1) {
        expect((await login({ email, password: 'wrong-password' })).status).toBe(401);
      }
    });

    it('stops an IP after twenty failures over any accounts', async () => {
      for (let failures = 0; failures < 20; failures += 1) {
        expect((await login({ email: uniqueEmail('guess'), password: 'guessed1' })).status).toBe(401);
      }
      const response = await login({ email, password: 'secret1' });
      expect(response.status).toBe(429);
      expect(response.body).toEqual(TOO_MANY_FAILURES);
    });
  });

  describe('GET /api/users/checkAuth and /api/users/checkAdmin', () => {
    it('answers 401 to a visitor', async () => {
      for (const path of ['/api/users/checkAuth', '/api/users/checkAdmin', '/api/users/getUser']) {
        const response = await clientOf(app).get(path);
        expect(response.status).toBe(401);
        expect(response.body).toEqual(NOT_LOGGED_IN);
      }
    });

    it('lets a logged-in customer pass checkAuth but answers 403 on checkAdmin', async () => {
      const client = await loggedInClient(app, email);
      const auth = await client.get('/api/users/checkAuth');
      expect(auth.status).toBe(200);
      expect(auth.body).toEqual({ success: true, message: 'You are logged in.', admin: false });
      const admin = await client.get('/api/users/checkAdmin');
      expect(admin.status).toBe(403);
      expect(admin.body).toEqual({ success: false, requestId: expect.any(String), message: 'Only admins can do this.' });
    });

    it('lets an admin pass checkAdmin, counting a promotion at once in every session of the account', async () => {
      const adminEmail = uniqueEmail('admin');
      await registerThroughApi(app, outbox, adminEmail);
      const phone = await loggedInClient(app, adminEmail);
      const laptop = await loggedInClient(app, adminEmail);
      await phone.get('/api/users/checkAdmin').expect(403);
      await makeAdmin(app, adminEmail);
      for (const client of [phone, laptop]) {
        const response = await client.get('/api/users/checkAdmin');
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ success: true, message: 'You are an admin.' });
        expect((await client.get('/api/users/checkAuth')).body).toEqual({ success: true, message: 'You are logged in.', admin: true });
      }
    });

    it('keeps a session logged in before sessions carried the email and role, and stores them in it', async () => {
      const olderEmail = uniqueEmail('older');
      await registerThroughApi(app, outbox, olderEmail);
      const client = await loggedInClient(app, olderEmail);
      const sessions = database(app).collection('sessions');
      const user = await database(app).collection('users').findOne({ Email: olderEmail });
      const ofUser = { 'session.userId': user!._id.toString() };
      await sessions.updateOne(ofUser, { $unset: { 'session.email': '', 'session.role': '' } });
      await client.get('/api/users/checkAuth').expect(200);
      await client.get('/api/users/checkAdmin').expect(403);
      expect((await sessions.findOne(ofUser))!.session).toMatchObject({ email: olderEmail, role: 'customer' });
    });
  });

  describe('GET /api/users/logout', () => {
    it('ends the session in the store and clears the cookie; the old cookie no longer works', async () => {
      const login = await clientOf(app).post('/api/users/login', { email, password: 'secret1' });
      const cookie = sessionCookieOf(login)!.split(';')[0];
      const sessionsBefore = await database(app).collection('sessions').countDocuments({});
      const logout = await request(app.getHttpServer()).get('/api/users/logout').set('Cookie', cookie);
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ success: true, message: 'Logged out successfully.' });
      expect(sessionCookieOf(logout)).toMatch(/^shop\.sid=;.*Expires=Thu, 01 Jan 1970/);
      expect(await database(app).collection('sessions').countDocuments({})).toBe(sessionsBefore - 1);
      const replay = await request(app.getHttpServer()).get('/api/users/checkAuth').set('Cookie', cookie);
      expect(replay.status).toBe(401);
    });

    it('answers a visitor the same way', async () => {
      const response = await clientOf(app).get('/api/users/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Logged out successfully.' });
    });

    it('refuses a logout another site started, and the session lives on', async () => {
      const client = await loggedInClient(app, email);
      const response = await client.agent.get('/api/users/logout').set('Sec-Fetch-Site', 'cross-site');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Cross-site requests are not allowed.' });
      await client.get('/api/users/checkAuth').expect(200);
    });

    it.each([
      ['Origin', 'https://evil.example'],
      ['Origin', 'null'],
      ['Referer', 'https://evil.example/page'],
    ])('refuses a logout whose %s is %s, without Sec-Fetch-Site, and the session lives on', async (header, value) => {
      const client = await loggedInClient(app, email);
      const response = await client.agent.get('/api/users/logout').set(header, value);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Cross-site requests are not allowed.' });
      await client.get('/api/users/checkAuth').expect(200);
    });

    it('logs out when the Referer is a page of the shop', async () => {
      const client = await loggedInClient(app, email);
      await client.agent.get('/api/users/logout').set('Referer', 'http://localhost:3000/account').expect(200);
      expect((await client.get('/api/users/checkAuth')).status).toBe(401);
    });

    it.each(['same-origin', 'none'])('logs out when Sec-Fetch-Site is %s', async (site) => {
      const client = await loggedInClient(app, email);
      await client.agent.get('/api/users/logout').set('Sec-Fetch-Site', site).expect(200);
      expect((await client.get('/api/users/checkAuth')).status).toBe(401);
    });
  });
});

describe('login limits per account and IP, behind one trusted proxy', () => {
  let app: NestExpressApplication;
  let email: string;

  beforeAll(async () => {
    let outbox: MailMessage[];
    ({ app, outbox } = await createAccountsTestApp({ TRUST_PROXY: '1' }));
    email = uniqueEmail();
    await registerThroughApi(app, outbox, email, 'secret1');
  });
  afterAll(async () => {
    await closeStarted(app);
  });
  beforeEach(async () => {
    await clearRateLimits(app);
  });

  const loginFrom = (ip: string, password: string) =>
    clientOf(app).post('/api/users/login', { email, password }).set('X-Forwarded-For', ip);

  it("does not let a stranger's wrong passwords lock the owner out from another address", async () => {
    for (let failures = 0; failures < 5; failures += 1) expect((await loginFrom('203.0.113.9', 'wrong-password')).status).toBe(401);
    expect((await loginFrom('203.0.113.9', 'secret1')).body).toEqual(TOO_MANY_FAILURES);
    const owner = await loginFrom('198.51.100.20', 'secret1');
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ success: true, message: 'Logged in successfully.' });
  });

  it('locks the account after fifty failures spread over many addresses', async () => {
    for (let address = 1; address <= 10; address += 1) {
      for (let failures = 0; failures < 5; failures += 1)
        expect((await loginFrom(`203.0.113.${address}`, 'wrong-password')).status).toBe(401);
    }
    const response = await loginFrom('198.51.100.20', 'secret1');
    expect(response.status).toBe(429);
    expect(response.body).toEqual(TOO_MANY_FAILURES);
  });
});

describe('client addresses of an https shop without TRUST_PROXY', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app } = await createAccountsTestApp({ PUBLIC_URL: 'https://shop.example.com' }));
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('ignores X-Forwarded-For, so a forged address per request does not escape the per-IP limit', async () => {
    const loginFrom = (ip: string) =>
      request(app.getHttpServer())
        .post('/api/users/login')
        .set('X-Forwarded-For', ip)
        .set('X-Requested-With', 'XMLHttpRequest')
        .send({ email: uniqueEmail('guess'), password: 'guessed1' });
    for (let failures = 1; failures <= 20; failures += 1) expect((await loginFrom(`203.0.113.${failures}`)).status).toBe(401);
    const response = await loginFrom('203.0.113.21');
    expect(response.status).toBe(429);
    expect(response.body).toEqual(TOO_MANY_FAILURES);
  });
});

describe('sessions of a shop served over https', () => {
  let app: NestExpressApplication;
  let outbox: MailMessage[];

  beforeAll(async () => {
    ({ app, outbox } = await createAccountsTestApp({ PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: '1' }));
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  it('sets a Secure cookie behind the TLS-terminating proxy', async () => {
    const email = uniqueEmail();
    const send = (path: string, body: object) =>
      request(app.getHttpServer())
        .post(path)
        .set('X-Forwarded-Proto', 'https')
        .set('X-Requested-With', 'XMLHttpRequest')
        .set('Origin', 'https://shop.example.com')
        .send(body);
    await send('/api/users/vcode', { email }).expect(200);
    const vcode = /\b(\d{6})\b/.exec(outbox.at(-1)!.text)![1];
    await send('/api/users/register', { email, vcode, password: 'secret1' }).expect(201);
    const response = await send('/api/users/login', { email, password: 'secret1' });
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toMatch(/; Secure/);
  });
});
