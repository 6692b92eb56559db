import type { NestExpressApplication } from '@nestjs/platform-express';
import sharp from 'sharp';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { database, type Client } from './helpers/accounts.js';
import { roleClients, uploadImage } from './helpers/admin.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';

let app: NestExpressApplication;
let admin: Client;

// Catalogue messages also carry their messageKeys (asserted in admin-message-keys.spec.ts).
const failure = (message: string) => expect.objectContaining({ success: false, requestId: expect.any(String), message });
const NOT_AN_IMAGE = 'Only JPEG, PNG, WebP or GIF images can be uploaded.';
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** Random pixels, so that the encoded file is about as big as a photo of that size. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919 + (index >> 5) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A camera-like JPEG, 2400 × 1800, carrying EXIF with the camera and the place it was taken. */
const cameraPhoto = () =>
  noise(2400, 1800)
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'KawaiiCam', Model: 'Secret Model 9', Copyright: 'Private Person' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await roleClients(app));
});

afterAll(async () => {
  await closeStarted(app);
});

describe('POST /api/external/proxy/image', () => {
  it('re-encodes a photo as WebP without its EXIF data, plus a thumbnail, both served with immutable caching', async () => {
    const photo = await cameraPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await uploadImage(admin, photo, 'holiday.jpg', 'image/jpeg');

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Image uploaded.',
      messageKeys: [{ key: 'image.uploaded' }],
      url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}$/),
      thumbnailUrl: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}$/),
    });
    const served = await admin.agent.get(response.body.url).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const full = await sharp(served.body as Buffer).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(full.exif).toBeUndefined();
    expect((served.body as Buffer).includes('Secret Model 9')).toBe(false);
    const thumbnail = await admin.agent.get(response.body.thumbnailUrl).buffer(true).parse(binary).expect(200);
    expect(await sharp(thumbnail.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it.each([
    ['png', () => noise(40, 30).png().toBuffer(), 'image/png'],
    ['gif', () => noise(40, 30).gif().toBuffer(), 'image/gif'],
    ['webp', () => noise(40, 30).webp().toBuffer(), 'image/webp'],
  ])('takes a %s image, keeping a small one at its size', async (extension, makeImage, contentType) => {
    const response = await uploadImage(admin, await makeImage(), `small.${extension}`, contentType).expect(201);

    const served = await admin.agent.get(response.body.url).buffer(true).parse(binary).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('refuses a text file named .png and sent as image/png', async () => {
    const response = await uploadImage(admin, Buffer.from('just some words, not a picture'), 'cat.png', 'image/png');

    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(NOT_AN_IMAGE));
  });

  it('refuses an SVG, whatever its name and type claim', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

    for (const [filename, contentType] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const response = await uploadImage(admin, svg, filename, contentType);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure(NOT_AN_IMAGE));
    }
  });

  it('refuses bytes whose magic number claims one format but that decode as another', async () => {
    const png = await noise(20, 20).png().toBuffer();
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);

    const response = await uploadImage(admin, disguised, 'photo.jpg', 'image/jpeg');

    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure('The image is damaged or incomplete.'));
  });

  it('refuses a file over 5 MB with a clear message', async () => {
    const photo = await cameraPhoto();
    const oversized = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024 + 1 - photo.length + 1)]);

    const response = await uploadImage(admin, oversized, 'huge.jpg', 'image/jpeg');

    expect(response.status).toBe(413);
    expect(response.body).toEqual(failure('Image is too large (max 5 MB).'));
  });

  it('refuses a truncated image', async () => {
    for (const [name, image] of [
      ['cut.jpg', await cameraPhoto()],
      ['cut.png', await noise(200, 150).png().toBuffer()],
    ] as const) {
      const response = await uploadImage(admin, image.subarray(0, Math.floor(image.length / 2)), name, 'image/jpeg');
      expect(response.status).toBe(400);
      expect(response.body).toEqual(failure('The image is damaged or incomplete.'));
    }
  });

  it('refuses an image of more than 50 megapixels, however small the file', async () => {
    const vast = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();

    const response = await uploadImage(admin, vast, 'vast.png', 'image/png');

    expect(response.status).toBe(413);
    expect(response.body).toEqual(failure('Image is too large (max 50 megapixels).'));
  });

  it('takes one file per request, in the field smfile', async () => {
    const png = await noise(10, 10).png().toBuffer();
    const two = await admin.agent
      .post('/api/external/proxy/image')
      .set('X-Requested-With', 'XMLHttpRequest')
      .attach('smfile', png, 'one.png')
      .attach('smfile', png, 'two.png');
    expect(two.status).toBe(400);
    expect(two.body).toEqual(failure('Send exactly one image, in the multipart field smfile.'));

    const elsewhere = await uploadImage(admin, png, 'one.png', 'image/png', 'file');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual(failure('Send exactly one image, in the multipart field smfile.'));

    const none = await admin.post('/api/external/proxy/image', {});
    expect(none.status).toBe(400);
    expect(none.body).toEqual(failure('Choose an image to upload (multipart field smfile).'));
  });

  it('stores nothing for a refused upload', async () => {
    const files = database(app).collection('images.files');
    const before = await files.countDocuments();

    await uploadImage(admin, Buffer.from('<svg/>'), 'x.svg', 'image/svg+xml').expect(400);

    expect(await files.countDocuments()).toBe(before);
  });
});
