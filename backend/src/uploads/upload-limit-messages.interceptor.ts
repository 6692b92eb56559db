import { type CallHandler, HttpStatus, mixin, type NestInterceptor, type Type } from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { AdminMessageException } from '../common/admin-message.exception.js';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';

/** multer's refusals (by their code) that get our own message; others keep multer's. */
type MulterRefusals = Partial<Record<string, () => Error>>;

const IMAGE_REFUSALS: MulterRefusals = {
  LIMIT_FILE_SIZE: () => new AdminMessageException(HttpStatus.PAYLOAD_TOO_LARGE, ADMIN_MESSAGES.image.tooLarge),
  LIMIT_FILE_COUNT: () => new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.oneFileOnly),
  LIMIT_UNEXPECTED_FILE: () => new AdminMessageException(HttpStatus.BAD_REQUEST, ADMIN_MESSAGES.image.oneFileOnly),
};

/**
 * Bound before FileInterceptor: answers multer's refusals with our messages, for a file too large or
 * not exactly one file in the upload field. Nest keeps multer's error as the cause of its exception.
 */
export function uploadLimitMessages(refusals: MulterRefusals): Type<NestInterceptor> {
  class UploadLimitMessagesInterceptor implements NestInterceptor {
    intercept(_context: unknown, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(catchError((error: unknown) => throwError(() => ourExceptionFor(refusals, error) ?? error)));
    }
  }
  return mixin(UploadLimitMessagesInterceptor);
}

/** The image upload's refusals. */
export const UploadLimitMessages = uploadLimitMessages(IMAGE_REFUSALS);

function ourExceptionFor(refusals: MulterRefusals, error: unknown): Error | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && cause.name === 'MulterError' ? (cause as Error & { code: string }).code : undefined;
  return code ? refusals[code]?.() : undefined;
}
