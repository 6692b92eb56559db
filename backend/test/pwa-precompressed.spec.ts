import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

const SCRIPT = `export const greeting = ${JSON.stringify('hello kitty '.repeat(200))};\n`;
const SCRIPT_PATH = '/assets/app-abc123.js';
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT);
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const INDEX_HTML = '<!doctype html><html><head><title>Kawaii Shop</title></head><body><div id="root"></div></body></html>';

/** A build as `npm run build -w pwa` leaves it: the script with its Brotli and gzip copies (pwa/scripts/precompress.mjs). */
function precompressedBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'shop-pwa-precompressed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), SCRIPT_BR);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), SCRIPT_GZ);
  writeFileSync(join(dist, 'favicon.svg'), ICON);
  return dist;
}

describe('precompressed build files', () => {
  let app: NestExpressApplication;
  let dist: string;
  const get = (path: string, acceptEncoding: string) =>
    // supertest decodes br and gzip bodies itself, as a browser does; Content-Length tells which bytes were sent.
    request(app.getHttpServer()).get(path).set('Accept-Encoding', acceptEncoding);

  beforeAll(async () => {
    dist = precompressedBuild();
    app = await createTestApp({ PWA_DIST: dist });
  });

  afterAll(async () => {
    await closeStarted(app);
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the Brotli copy to a browser that takes Brotli, even when it lists gzip first', async () => {
    const response = await get(SCRIPT_PATH, 'gzip, deflate, br, zstd').expect(200);

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(SCRIPT_BR.length));
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that takes gzip only', async () => {
    const response = await get(SCRIPT_PATH, 'gzip').expect(200);

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['content-length']).toBe(String(SCRIPT_GZ.length));
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that takes no encoding', async () => {
    const response = await get(SCRIPT_PATH, 'identity').expect(200);

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['content-length']).toBe(String(SCRIPT.length));
    expect(response.text).toBe(SCRIPT);
  });

  it("keeps each file's own headers on its copies, and serves files without copies as before", async () => {
    const shell = await get('/index.html', 'br').expect(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.headers['x-robots-tag']).toBe('noindex');
    expect(shell.headers['cache-control']).toBe('no-cache');

    const icon = await get('/favicon.svg', 'br').expect(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['content-length']).toBe(String(ICON.length));
  });
});
