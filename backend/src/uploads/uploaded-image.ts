import { HttpStatus } from '@nestjs/common';
import type { Sharp } from 'sharp';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A 50-megapixel photo decodes to about 150 MB; beyond that a small file could be a decompression bomb. */
export const MAX_UPLOAD_MEGAPIXELS = 50;
export const IMAGE_MAX_EDGE = 1600;
export const THUMBNAIL_MAX_EDGE = 320;
const WEBP_OPTIONS = { quality: 82 };

export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The magic numbers of the formats we accept; SVG (text that can carry script) is never one of them. */
const SIGNATURES: { format: AcceptedImageFormat; matches: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { format: 'png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { format: 'gif', matches: (bytes) => ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')) },
  {
    format: 'webp',
    matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export interface ProcessedImage {
  /** WebP, at most IMAGE_MAX_EDGE on its longer side. */
  full: Buffer;
  /** WebP, at most THUMBNAIL_MAX_EDGE on its longer side. */
  thumbnail: Buffer;
}

/** The accepted format the bytes start with, whatever name or Content-Type came with them. */
export function sniffImageFormat(bytes: Buffer): AcceptedImageFormat | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.format;
}

/**
 * Turns uploaded bytes into the images we store: only a complete JPEG, PNG, WebP or GIF whose decoded
 * format matches its magic number passes. It is decoded in full and encoded again as WebP, upright
 * and without metadata (sharp drops EXIF, GPS included, unless asked to keep it). Animated images keep
 * their first frame.
 */
export async function processUploadedImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.notAnImage);
  // Loaded on first use: sharp and libvips add about 25 MB and 0.4 s to a start that may never see an upload.
  const { default: sharp } = await import('sharp');
  // failOn 'error' refuses truncated and corrupt data yet lets through the harmless warnings cameras produce.
  const decoded = sharp(bytes, { failOn: 'error', limitInputPixels: false });
  const metadata = await decoded.metadata().catch(() => {
    throw new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.damaged);
  });
  if (metadata.format !== format) throw new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.notAnImage);
  if (metadata.width * metadata.height > MAX_UPLOAD_MEGAPIXELS * 1_000_000) {
    throw new AdminMessageException(HttpStatus.PAYLOAD_TOO_LARGE, ADMIN_MESSAGES.image.tooManyPixels(MAX_UPLOAD_MEGAPIXELS));
  }
  const upright = decoded.autoOrient();
  try {
    const [full, thumbnail] = await Promise.all([
      encodeWithin(upright.clone(), IMAGE_MAX_EDGE),
      encodeWithin(upright.clone(), THUMBNAIL_MAX_EDGE),
    ]);
    return { full, thumbnail };
  } catch {
    throw new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.damaged);
  }
}

function encodeWithin(image: Sharp, maxEdge: number): Promise<Buffer> {
  return image.resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer();
}

function startsWith(bytes: Buffer, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}
