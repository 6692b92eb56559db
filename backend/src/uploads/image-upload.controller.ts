import {
  BadRequestException,
  type CallHandler,
  Controller,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable, throwError } from 'rxjs';
import { AdminGuard } from '../auth/admin.guard.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';
import { ImageUploadService } from './image-upload.service.js';
import { MAX_UPLOAD_BYTES } from './uploaded-image.js';

export const UPLOAD_FIELD = 'smfile';

/** The part of multer's file that we read (kept in memory: multer's default storage). */
interface UploadedBytes {
  buffer: Buffer;
}

/** multer's refusals that get our own message; others keep multer's. */
const MULTER_MESSAGES: Record<string, () => Error> = {
  LIMIT_FILE_SIZE: () => new PayloadTooLargeException(ADMIN_MESSAGES.image.tooLarge),
  LIMIT_FILE_COUNT: () => new BadRequestException(ADMIN_MESSAGES.image.oneFileOnly),
  LIMIT_UNEXPECTED_FILE: () => new BadRequestException(ADMIN_MESSAGES.image.oneFileOnly),
};

/**
 * Answers multer's refusals with our messages: too large, or not exactly one file in the smfile field
 * (one file per request bounds the work a request can ask for).
 */
@Injectable()
class UploadLimitMessages implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => ourMessageFor(error) ?? error)));
  }
}

function ourMessageFor(error: unknown): Error | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && cause.name === 'MulterError' ? (cause as Error & { code: string }).code : undefined;
  return code ? MULTER_MESSAGES[code]?.() : undefined;
}

/** The back office's image upload (spec §7: it runs before a product or board is saved). Admins only. */
@Controller('external/proxy')
@UseGuards(AdminGuard)
export class ImageUploadController {
  constructor(private readonly uploads: ImageUploadService) {}

  @Post('image')
  @UseInterceptors(
    UploadLimitMessages,
    FileInterceptor(UPLOAD_FIELD, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 10_000 } }),
  )
  async uploadImage(@UploadedFile() file: UploadedBytes | undefined) {
    if (!file) throw new BadRequestException(ADMIN_MESSAGES.image.missing);
    const { url, thumbnailUrl } = await this.uploads.storeUpload(file.buffer);
    return { success: true, message: ADMIN_MESSAGES.image.uploaded, url, thumbnailUrl };
  }
}
