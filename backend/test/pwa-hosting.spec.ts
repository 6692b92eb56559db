import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const APP_SCRIPT = '<script type="module" src="/assets/x-abc123.js"></script>';
const INDEX_HTML = `<!doctype html><html><head><title>Kawaii Shop</title>${APP_SCRIPT}</head><body><div id="root"></div></body></html>`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function fakePwaBuild(dist = mkdtempSync(join(tmpdir(), 'shop-pwa-dist-'))): string {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'x-abc123.js'), 'console.log("shop");');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Kawaii Shop"}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('with a PWA build', () => {
  let app: NestExpressApplication;
  let dist: string;
  const get = (path: string) => request(app.getHttpServer()).get(path);
  const page = (path: string) => get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

  beforeAll(async () => {
    dist = fakePwaBuild();
    app = await createTestApp({ PWA_DIST: dist });
  });

  afterAll(async () => {
    await closeStarted(app);
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves / as its server page with the app script, revalidated on every load, with the security headers', async () => {
    const response = await page('/').expect(200);

    expect(response.text).toContain(APP_SCRIPT);
    // This build has no server renderer: the home page's own head around the app's shell.
    expect(response.text).toContain('<title>Kawaii Shop — cute character accessories</title>');
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/x-abc123.js').expect(200);

    expect(response.text).toBe('console.log("shop");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has the service worker, its registration and the manifest revalidated', async () => {
    for (const path of ['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/index.html']) {
      const response = await get(path).expect(200);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('caches other files briefly', async () => {
    const response = await get('/favicon.svg').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps index.html itself as built, for the service worker to serve offline, and out of search results', async () => {
    const response = await get('/index.html').expect(200);
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers client routes with their server page, which loads the app', async () => {
    for (const path of ['/products/all', '/products/all/Hello%20Kitty_ip', '/products/all/name_v1.5', '/main', '/login']) {
      const response = await page(path).expect(200);
      expect(response.text, path).toContain(APP_SCRIPT);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers a missing file that is not a page load, and other methods, with 404 JSON', async () => {
    for (const call of [
      get('/assets/missing-123.js').set('Accept', '*/*'),
      request(app.getHttpServer()).post('/products/all').set('Accept', 'text/html'),
    ]) {
      const response = await call.expect(404);
      expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Not found' });
    }
  });

  it('never falls back to index.html under /api', async () => {
    for (const path of ['/api/unknown', '/api', '/API/unknown']) {
      const response = await page(path).expect(404);
      expect(response.body, path).toEqual({ success: false, requestId: expect.any(String), message: 'Not found' });
    }
  });

  it('keeps answering the API', async () => {
    await get('/api/health').expect(200);
  });
});

describe('with a PWA build inside a dot-folder (PWA_DIST=…/.output/pwa)', () => {
  let app: NestExpressApplication;
  let parent: string;
  const page = (path: string) => request(app.getHttpServer()).get(path).set('Accept', 'text/html');

  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'shop-pwa-parent-'));
    app = await createTestApp({ PWA_DIST: fakePwaBuild(join(parent, '.output', 'pwa')) });
  });

  afterAll(async () => {
    await closeStarted(app);
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves the server pages at / and for client routes, and the assets', async () => {
    for (const path of ['/', '/products/all', '/checkout']) {
      const response = await page(path).expect(200);
      expect(response.text, path).toContain(APP_SCRIPT);
    }
    const asset = await request(app.getHttpServer()).get('/assets/x-abc123.js').expect(200);
    expect(asset.text).toBe('console.log("shop");');
  });

  it('still hides dotfiles inside the build', async () => {
    writeFileSync(join(parent, '.output', 'pwa', '.env'), 'SECRET=1');
    const response = await request(app.getHttpServer()).get('/.env').set('Accept', '*/*').expect(404);
    expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Not found' });
  });
});

describe('without a PWA build', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ PWA_DIST: join(tmpdir(), 'shop-no-such-pwa-build') });
  });

  afterAll(async () => {
    await closeStarted(app);
  });

  it('says at / how to build the storefront', async () => {
    const response = await request(app.getHttpServer()).get('/').expect(200);

    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toBe('The storefront is not built yet: run `npm run build` at the repository root, then restart the server.');
  });

  it('still serves the API', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
  });
});
