import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from './helpers/factories.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
const api = () => request(app.getHttpServer());

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await closeStarted(app);
});

describe('GET /api/health', () => {
  it('answers ok after pinging the database', async () => {
    const response = await api().get('/api/health').expect(200);
    expect(response.body).toEqual({ success: true, status: 'ok', db: 'up' });
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON in the error shape, whatever the method', async () => {
    for (const call of [
      api().get('/api/nothing-here'),
      api().get('/api/products/getProducts/all/all'),
      api().get('/api'),
      api().delete('/api/products/getProduct/0123456789abcdef01234567').set('X-Requested-With', 'XMLHttpRequest'),
    ]) {
      const response = await call.expect(404);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Not found' });
    }
  });

  it('never get the storefront page, even when asking for HTML', async () => {
    const response = await api().get('/api/nothing-here').set('Accept', 'text/html').expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy for the same-origin PWA and the other helmet headers', async () => {
    const response = await api().get('/api/health').expect(200);
    const policy = response.headers['content-security-policy'];

    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('compression', () => {
  it('compresses large JSON answers for clients that accept gzip', async () => {
    await insertProducts(
      app,
      Array.from({ length: 15 }, () => ({ Description: 'Soft pastel acrylic. '.repeat(20) })),
    );

    const response = await api().get('/api/products/getProducts/all/all/1').set('Accept-Encoding', 'gzip').expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.products).toHaveLength(15);
  });
});
