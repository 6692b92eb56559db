import { HttpException, type HttpStatus } from '@nestjs/common';
import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { inEnglish } from './admin-messages.js';

/**
 * A refusal in admin catalogue messages: AllExceptionsFilter answers it with their English texts joined by
 * "; " as `message` and the messages themselves as `messageKeys`.
 */
export class AdminMessageException extends HttpException {
  readonly messageKeys: readonly AdminMessage[];

  constructor(status: HttpStatus, ...messageKeys: [AdminMessage, ...AdminMessage[]]) {
    super(messageKeys.map(inEnglish).join('; '), status);
    this.messageKeys = messageKeys;
  }
}
