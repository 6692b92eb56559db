import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageStoreService } from '../src/uploads/image-store.service.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
let images: ImageStoreService;
const api = () => request(app.getHttpServer());
const pinkSquare = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffb3c8' } })
    .webp()
    .toBuffer();
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

beforeAll(async () => {
  app = await createTestApp();
  images = app.get(ImageStoreService);
});

afterAll(async () => {
  await closeStarted(app);
});

describe('image store', () => {
  it('saves bytes under their SHA-256 and answers the URL to fetch them', async () => {
    const bytes = await pinkSquare();

    const stored = await images.saveImage(bytes, 'image/webp', 'pink.webp');

    expect(stored.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.url).toBe(`/api/images/${stored.id}`);
  });

  it('stores the same bytes once, even when saved at the same moment', async () => {
    const bytes = Buffer.from('the same bytes, saved three times');

    const saved = await Promise.all([1, 2, 3].map((n) => images.saveImage(bytes, 'text/plain', `copy-${n}.txt`)));

    expect(new Set(saved.map((image) => image.id)).size).toBe(1);
    const files = app.get<Connection>(getConnectionToken()).collection('images.files');
    expect(await files.countDocuments({ _id: saved[0].id as never })).toBe(1);
  });
});

describe('GET /api/images/:id', () => {
  it('serves the bytes with their type, immutable caching and an ETag', async () => {
    const bytes = await pinkSquare();
    const { url, id } = await images.saveImage(bytes, 'image/webp', 'pink.webp');

    const response = await api().get(url).buffer(true).parse(binary).expect(200);

    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${id}"`);
    expect(Buffer.compare(response.body as Buffer, bytes)).toBe(0);
  });

  it('answers 304 when the browser already has the image', async () => {
    const { url, id } = await images.saveImage(await pinkSquare(), 'image/webp', 'pink.webp');

    const response = await api().get(url).set('If-None-Match', `"${id}"`).expect(304);

    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for an image that is not stored', async () => {
    const response = await api()
      .get(`/api/images/${'0'.repeat(64)}`)
      .expect(404);
    expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Image not found' });
  });

  it('answers 400 for a malformed image id', async () => {
    const response = await api().get('/api/images/not-an-image-id').expect(400);
    expect(response.body).toEqual({ success: false, requestId: expect.any(String), message: 'Invalid image id' });
  });
});
