import { Injectable } from '@nestjs/common';
import { ImageStoreService } from './image-store.service.js';
import { processUploadedImage } from './uploaded-image.js';

export interface UploadedImageUrls {
  url: string;
  thumbnailUrl: string;
}

/** Checks and re-encodes an admin's upload, then keeps it and its thumbnail in the shared image store. */
@Injectable()
export class ImageUploadService {
  constructor(private readonly images: ImageStoreService) {}

  async storeUpload(bytes: Buffer): Promise<UploadedImageUrls> {
    const { full, thumbnail } = await processUploadedImage(bytes);
    const [stored, storedThumbnail] = await Promise.all([
      this.images.saveImage(full, 'image/webp', 'upload.webp'),
      this.images.saveImage(thumbnail, 'image/webp', 'upload-thumbnail.webp'),
    ]);
    return { url: stored.url, thumbnailUrl: storedThumbnail.url };
  }
}
