import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import mongoose from 'mongoose';
import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { AdminMessageException } from './admin-message.exception.js';
import { isDuplicateKeyError } from './duplicate-key.js';
import { requestIdOf } from './request-id.js';

export interface ErrorAnswer {
  status: number;
  message: string;
  /** The admin catalogue's messages the English `message` was written from (see AdminMessageException). */
  messageKeys?: AdminMessage[];
}

// Nest answers a request no route matches with this NotFoundException message.
const ROUTE_MISS = /^Cannot [A-Z]+ \//;

/**
 * The one error shape of the API: `{ success: false, message, requestId }` with the status that fits; the
 * request id is the one in the response's X-Request-Id header and in the log lines of that request.
 * A message from the admin catalogue also carries its `messageKeys`.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const { status, ...answer } = describeException(exception);
    if (status >= 500 /* a server error */) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json({ success: false, ...answer, requestId: requestIdOf(http.getRequest<Request>()) });
  }
}

export function describeException(exception: unknown): ErrorAnswer {
  if (exception instanceof AdminMessageException) {
    return { status: exception.getStatus(), message: exception.message, messageKeys: [...exception.messageKeys] };
  }
  if (exception instanceof HttpException) {
    return { status: exception.getStatus(), message: httpExceptionMessage(exception) };
  }
  if (exception instanceof mongoose.Error.CastError) {
    return { status: HttpStatus.BAD_REQUEST, message: `Invalid value for ${exception.path}` };
  }
  if (exception instanceof mongoose.Error.ValidationError) {
    const messages = Object.values(exception.errors).map((error) => error.message);
    return { status: HttpStatus.BAD_REQUEST, message: messages.join('; ') };
  }
  if (isDuplicateKeyError(exception)) {
    const fields = Object.keys(exception.keyValue ?? {}).join(', ') || 'value';
    return { status: HttpStatus.CONFLICT, message: `A record with the same ${fields} already exists` };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

function httpExceptionMessage(exception: HttpException): string {
  const body = exception.getResponse();
  const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
  const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : exception.message;
  return exception instanceof NotFoundException && ROUTE_MISS.test(text) ? 'Not found' : text;
}
