import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_NEED_TOKEN } from '../src/openapi/docs-access.js';
import { createTestApp } from './helpers/test-app.js';

const TOKEN = 't'.repeat(40);

describe('/api/docs behind the operator token (API_DOCS=token, production by default)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ API_DOCS: 'token', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(['/api/docs', '/api/docs.json', '/api/docs/swagger-ui-init.js'])('refuses %s without the token', async (path) => {
    const response = await request(app.getHttpServer()).get(path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: DOCS_NEED_TOKEN });
  });

  it('serves the document with the METRICS_TOKEN bearer token', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs.json').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.body.info.title).toBe('Kawaii Shop API');
  });

  it('refuses a wrong token', async () => {
    await request(app.getHttpServer()).get('/api/docs.json').set('Authorization', 'Bearer nope').expect(401);
  });
});

describe('/api/docs without a METRICS_TOKEN to guard it', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ API_DOCS: 'token' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is absent', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs.json');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Not found' });
  });
});
