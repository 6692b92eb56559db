import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isStoredImageUrl } from './image-store.service.js';
import { processUploadedImage, sniffImageFormat } from './uploaded-image.js';

const square = (size: number) => sharp({ create: { width: size, height: size, channels: 3, background: '#c8e6ff' } });

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await square(4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await square(4).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await square(4).gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(await square(4).webp().toBuffer())).toBe('webp');
  });

  it('knows nothing else: SVG, text, empty bytes, a RIFF that is not WebP', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<?xml version="1.0"?><svg/>', 'hello', '', 'RIFF\0\0\0\0WAVEfmt ']) {
      expect(sniffImageFormat(Buffer.from(text, 'latin1'))).toBeUndefined();
    }
  });
});

describe('processUploadedImage', () => {
  it('turns a photo taken sideways upright before dropping its orientation tag', async () => {
    // 300 × 100 as stored, with EXIF orientation 6: the camera was turned, the viewer shows it 100 × 300.
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffd1dc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const { full } = await processUploadedImage(sideways);

    const metadata = await sharp(full).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 300 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('never enlarges a small image', async () => {
    const { full, thumbnail } = await processUploadedImage(await square(64).png().toBuffer());

    expect(await sharp(full).metadata()).toMatchObject({ width: 64, height: 64 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 64, height: 64 });
  });
});

describe('isStoredImageUrl', () => {
  it('accepts only /api/images/ followed by a SHA-256 in hex', () => {
    expect(isStoredImageUrl(`/api/images/${'ab'.repeat(32)}`)).toBe(true);
    for (const url of [
      `https://elsewhere.example/api/images/${'ab'.repeat(32)}`,
      `/api/images/${'AB'.repeat(32)}`,
      `/api/images/${'ab'.repeat(32)}?x=1`,
      '/api/images/cover',
      `//elsewhere.example/api/images/${'ab'.repeat(32)}`,
      42,
    ]) {
      expect(isStoredImageUrl(url)).toBe(false);
    }
  });
});
