import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const failure = (message: string) => ({ success: false, requestId: expect.any(String), message });
const TOO_DEEP = failure('JSON bodies may nest at most 32 levels deep.');

describe('JSON request bodies', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  /** A visitor's login with a hand-written JSON body. */
  const postJson = (body: string | Buffer, contentType = 'application/json') =>
    request(app.getHttpServer())
      .post('/api/users/login')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', contentType)
      .send(body);

  it.each([
    ['a 20,000-deep array', '['.repeat(20_000) + ']'.repeat(20_000)],
    ['a 5,000-deep object', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)],
    ['a 33-deep value inside the credentials', `{"email":${'['.repeat(33)}${']'.repeat(33)},"password":"secret1"}`],
  ])('refuses %s with 400 and a clear message, never a 500', async (_name, body) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(TOO_DEEP);
  });

  it('parses a body nested exactly 32 levels deep and lets validation answer it', async () => {
    const response = await postJson(`{"email":${'['.repeat(31)}${']'.repeat(31)},"password":"secret1"}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure('Please enter your email.'));
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const response = await postJson(JSON.stringify({ email: `\\"${'['.repeat(100)}`, password: 'secret1' }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure('Please enter correct email.'));
  });

  it('refuses a body over 100 KB with 413', async () => {
    const response = await postJson(JSON.stringify({ email: 'm'.repeat(100 * 1024), password: 'secret1' }));
    expect(response.status).toBe(413);
  });

  it('refuses JSON in another encoding than UTF-8 with 415', async () => {
    const response = await postJson(
      Buffer.from('{"email":"mia@example.com","password":"secret1"}', 'utf16le'),
      'application/json; charset=utf-16le',
    );
    expect(response.status).toBe(415);
    expect(response.body).toEqual(failure('JSON bodies must be UTF-8.'));
  });
});
