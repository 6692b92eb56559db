import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { MailMessage } from '../../src/mail/mail-message.js';
import { MailService } from '../../src/mail/mail.service.js';
import { UsersService } from '../../src/users/users.service.js';
import { closeStarted } from './teardown.js';
import { createTestApp } from './test-app.js';
import type { EnvironmentOverrides } from '../../src/config/app-config.js';
import { RATE_LIMITS_COLLECTION } from '../../src/rate-limit/rate-limit.service.js';
import { BACKGROUND_WAIT } from './background-wait.js';

export const SHOP_ORIGIN = 'http://localhost:3000';

/** The app with its mail captured in an outbox instead of printed. */
export async function createAccountsTestApp(env: EnvironmentOverrides = {}) {
  const app = await createTestApp({ SESSION_SECRET: undefined, SMTP_URL: undefined, MAIL_FROM: undefined, ...env });
  const outbox: MailMessage[] = [];
  vi.spyOn(app.get(MailService), 'send').mockImplementation((message) => {
    outbox.push(message);
    return Promise.resolve();
  });
  return { app, outbox };
}

export interface AccountsTestApp {
  app: NestExpressApplication;
  outbox: MailMessage[];
}

/**
 * The accounts test app shared by the tests of a describe block: created before them and closed after
 * them, with rate limits cleared before each test. Its fields are set once the block's tests start.
 */
export function accountsTestAppPerSuite(env: EnvironmentOverrides = {}): AccountsTestApp {
  const suite = {} as AccountsTestApp;
  beforeAll(async () => {
    Object.assign(suite, await createAccountsTestApp(env));
  });
  afterAll(async () => {
    await closeStarted(suite.app);
  });
  beforeEach(async () => {
    await clearRateLimits(suite.app);
  });
  return suite;
}

export type Client = ReturnType<typeof clientOf>;

/**
 * A browser-like client of the shop: it keeps its cookies and sends what the PWA sends with each call
 * (X-Requested-With, its own Origin).
 */
export function clientOf(app: NestExpressApplication) {
  const agent = request.agent(app.getHttpServer());
  const withHeaders = (test: request.Test) => test.set('X-Requested-With', 'XMLHttpRequest').set('Origin', SHOP_ORIGIN);
  return {
    agent,
    get: (path: string) => withHeaders(agent.get(path)),
    post: (path: string, body: object = {}) => withHeaders(agent.post(path)).send(body),
    patch: (path: string, body: object = {}) => withHeaders(agent.patch(path)).send(body),
    put: (path: string, body: object = {}) => withHeaders(agent.put(path)).send(body),
    delete: (path: string) => withHeaders(agent.delete(path)),
  };
}

export function database(app: NestExpressApplication): Connection {
  return app.get(getConnectionToken());
}

/** Forgets every rate-limit count, so that a test starts from a clean slate whatever ran before it. */
export async function clearRateLimits(app: NestExpressApplication): Promise<void> {
  await database(app).collection(RATE_LIMITS_COLLECTION).deleteMany({});
}

/** The six-digit code of the latest mail to `email` (with that subject); waits for mails sent in the background. */
export async function codeMailedTo(outbox: MailMessage[], email: string, subject = 'Your verification code'): Promise<string> {
  const latestMail = () => outbox.findLast((mail) => mail.to === email && mail.subject === subject);
  await vi.waitFor(() => {
    if (!latestMail()) throw new Error(`no mail "${subject}" to ${email} yet`);
  }, BACKGROUND_WAIT);
  return /\b(\d{6})\b/.exec(latestMail()!.text)![1];
}

let emailSequence = 0;

export function uniqueEmail(name = 'shopper'): string {
  emailSequence += 1;
  return `${name}${emailSequence}.${Date.now()}@example.com`;
}

/** Registers through the API: asks for a code, reads it from the outbox, registers. */
export async function registerThroughApi(
  app: NestExpressApplication,
  outbox: MailMessage[],
  email: string,
  password = 'secret1',
): Promise<void> {
  const client = clientOf(app);
  await client.post('/api/users/vcode', { email }).expect(200);
  const vcode = await codeMailedTo(outbox, email);
  await client.post('/api/users/register', { email, vcode, password }).expect(201);
}

/** Registers a shopper with a new email through the API; answers the email. */
export async function registerNewShopper({ app, outbox }: AccountsTestApp, password = 'secret1'): Promise<string> {
  const email = uniqueEmail();
  await registerThroughApi(app, outbox, email, password);
  return email;
}

export async function loggedInClient(app: NestExpressApplication, email: string, password = 'secret1'): Promise<Client> {
  const client = clientOf(app);
  await client.post('/api/users/login', { email, password }).expect(200);
  return client;
}

/** Promotes the account as `npm run admin:create` does. */
export async function makeAdmin(app: NestExpressApplication, email: string): Promise<void> {
  await app.get(UsersService).promoteToAdmin(email);
}
