import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
// The default import: Node's ESM view of mongoose has no named Connection export.
import mongoose from 'mongoose';
import { STORED_IMAGE_URL, STORED_IMAGE_URL_PREFIX } from '@shop/contracts/images';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';

export const IMAGE_BUCKET_NAME = 'images';
export const IMAGE_URL_PREFIX = STORED_IMAGE_URL_PREFIX;
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

const IMAGE_ID = /^[0-9a-f]{64}$/;

export interface StoredImage {
  id: string;
  url: string;
}

export interface ImageFile {
  id: string;
  contentType: string;
  length: number;
  open(): Readable;
}

export function parseImageId(raw: string): string | undefined {
  return IMAGE_ID.test(raw) ? raw : undefined;
}

/**
 * Whether `value` is the URL of an image in this store (`/api/images/<sha256>`). Saved products and
 * boards may only point here: an admin cannot hot-link another host into the shop's pages.
 */
export function isStoredImageUrl(value: unknown): value is string {
  return typeof value === 'string' && STORED_IMAGE_URL.test(value);
}

/**
 * Images in MongoDB GridFS. An image's id is the SHA-256 of its bytes, so the same bytes are stored
 * once and an id never names different bytes: its URL can be cached forever.
 */
@Injectable()
export class ImageStoreService {
  private gridFsBucket: mongoose.mongo.GridFSBucket | undefined;

  constructor(@InjectConnection() private readonly connection: mongoose.Connection) {}

  async saveImage(bytes: Buffer, contentType: string, name: string): Promise<StoredImage> {
    const id = createHash('sha256').update(bytes).digest('hex');
    if (!(await this.findFile(id))) await this.upload(id, bytes, contentType, name);
    return { id, url: `${IMAGE_URL_PREFIX}${id}` };
  }

  /** 400 unless every URL names an image this store holds, so that a saved page never shows a broken image. */
  async requireStoredImages(urls: string[]): Promise<void> {
    if ((await this.missingImages(urls)).size > 0) throw new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.notStored);
  }

  /** The URLs among `urls` that name no image this store holds (any URL not of this store included). */
  async missingImages(urls: string[]): Promise<Set<string>> {
    const storedUrls = [...new Set(urls)].filter(isStoredImageUrl);
    const ids = storedUrls.map((url) => fileId(url.slice(IMAGE_URL_PREFIX.length)));
    const found =
      ids.length === 0
        ? []
        : await this.bucket()
            .find({ _id: { $in: ids } }, { projection: { _id: 1 } })
            .toArray();
    const foundUrls = new Set(found.map((file) => `${IMAGE_URL_PREFIX}${String(file._id)}`));
    return new Set(urls.filter((url) => !foundUrls.has(url)));
  }

  async findImage(id: string): Promise<ImageFile> {
    const file = await this.findFile(id);
    if (!file) throw new NotFoundException(IMAGE_NOT_FOUND_MESSAGE);
    return {
      id,
      contentType: String(file.metadata?.contentType ?? 'application/octet-stream'),
      length: file.length,
      open: () => this.bucket().openDownloadStream(fileId(id)),
    };
  }

  private async findFile(id: string): Promise<mongoose.mongo.GridFSFile | undefined> {
    const [file] = await this.bucket()
      .find({ _id: fileId(id) })
      .limit(1)
      .toArray();
    return file;
  }

  private async upload(id: string, bytes: Buffer, contentType: string, name: string): Promise<void> {
    const stream = this.bucket().openUploadStreamWithId(fileId(id), name, { metadata: { contentType } });
    try {
      await pipeline([bytes], stream);
    } catch (error) {
      // The same bytes were saved at the same moment by another request: that copy serves both.
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  private bucket(): mongoose.mongo.GridFSBucket {
    if (!this.gridFsBucket) {
      const { db } = this.connection;
      if (!db) throw new Error('Images are stored once the database is connected');
      this.gridFsBucket = new mongoose.mongo.GridFSBucket(db, { bucketName: IMAGE_BUCKET_NAME });
    }
    return this.gridFsBucket;
  }
}

/** GridFS takes any _id; the driver's types only mention ObjectId. */
function fileId(id: string): mongoose.mongo.ObjectId {
  return id as unknown as mongoose.mongo.ObjectId;
}
