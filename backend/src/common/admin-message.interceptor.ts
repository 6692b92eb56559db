import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { withAdminMessageKeys } from './admin-messages.js';

/**
 * A successful answer whose message comes from the admin catalogue leaves with its English `message`
 * and its `messageKeys` (errors get the same from AllExceptionsFilter).
 */
@Injectable()
export class AdminMessageInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((body: unknown) => (hasTextMessage(body) ? { ...body, ...withAdminMessageKeys(body.message) } : body)));
  }
}

function hasTextMessage(body: unknown): body is { message: string } {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}
