import { Controller, HttpStatus, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type ImageUploadResponse, imageUploadResponseSchema } from '@shop/contracts/uploads/image-upload';
import { Contract } from '../common/api-contract.decorator.js';
import { AdminGuard } from '../common/auth/admin.guard.js';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES, adminAnswerMessage } from '../common/admin-messages.js';
import { ImageUploadService } from './image-upload.service.js';
import { UploadLimitMessages } from './upload-limit-messages.interceptor.js';
import { MAX_UPLOAD_BYTES } from './uploaded-image.js';

const UPLOAD_FIELD = 'smfile';

/** One file per request bounds the work a request can ask for; the few text fields a form may add are small. */
const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000 };

/** The part of multer's file we read; multer keeps it in memory (its default storage). */
interface UploadedBytes {
  buffer: Buffer;
}

/** The back office's image upload (spec §7: it runs before a product or board is saved). Admins only. */
@Controller('external/proxy')
@UseGuards(AdminGuard)
export class ImageUploadController {
  constructor(private readonly uploads: ImageUploadService) {}

  @Post('image')
  @UseInterceptors(UploadLimitMessages, FileInterceptor(UPLOAD_FIELD, { limits: UPLOAD_LIMITS }))
  @Contract({
    summary: 'Uploads an image (multipart field smfile), stored as WebP',
    access: 'admin',
    errors: [400, 413],
    body: { multipartFile: UPLOAD_FIELD },
    answer: imageUploadResponseSchema,
  })
  async uploadImage(@UploadedFile() file: UploadedBytes | undefined): Promise<ImageUploadResponse> {
    if (!file) throw new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.missing);
    const { url, thumbnailUrl } = await this.uploads.storeUpload(file.buffer);
    return { success: true, ...adminAnswerMessage(ADMIN_MESSAGES.image.uploaded), url, thumbnailUrl };
  }
}
