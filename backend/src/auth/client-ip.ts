import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The caller's address as the rate limits count it (behind a proxy, as `trust proxy` resolves it). */
export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}

export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  clientIp(context.switchToHttp().getRequest<Request>()),
);
