import { BadRequestException, type CallHandler, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, type Observable, throwError } from 'rxjs';
import { ADMIN_MESSAGES } from '../common/admin-messages.js';

/** multer's refusals (by their code) that get our own message; others keep multer's. */
const OUR_MESSAGES: Record<string, () => Error> = {
  LIMIT_FILE_SIZE: () => new PayloadTooLargeException(ADMIN_MESSAGES.image.tooLarge),
  LIMIT_FILE_COUNT: () => new BadRequestException(ADMIN_MESSAGES.image.oneFileOnly),
  LIMIT_UNEXPECTED_FILE: () => new BadRequestException(ADMIN_MESSAGES.image.oneFileOnly),
};

/**
 * Bound before FileInterceptor: answers multer's refusals with our messages, for a file too large or
 * not exactly one file in the upload field. Nest keeps multer's error as the cause of its exception.
 */
@Injectable()
export class UploadLimitMessages implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => ourExceptionFor(error) ?? error)));
  }
}

function ourExceptionFor(error: unknown): Error | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = cause instanceof Error && cause.name === 'MulterError' ? (cause as Error & { code: string }).code : undefined;
  return code ? OUR_MESSAGES[code]?.() : undefined;
}
