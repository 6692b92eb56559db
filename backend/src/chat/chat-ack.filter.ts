import { type ArgumentsHost, Catch, Logger, type WsExceptionFilter } from '@nestjs/common';
import { describeException } from '../common/all-exceptions.filter.js';
import type { ChatAck } from '@shop/contracts/chat/chat-events';

export function chatOk<T>(data: T): ChatAck<T> {
  return { ok: true, data };
}

/** Refuses through the client's ack, when the event came with one (socket.io passes it as a plain function). */
export function refuseThroughAck(ack: unknown, message: string): void {
  const answer: ChatAck<never> = { ok: false, message };
  if (isAck(ack)) ack(answer);
}

function isAck(value: unknown): value is (answer: ChatAck<never>) => void {
  return typeof value === 'function';
}

/**
 * The chat's one error shape: whatever a handler throws is answered in the socket.io ack as
 * `{ ok: false, message }`, with the HTTP API's messages (and no internals).
 */
@Catch()
export class ChatAckExceptionFilter implements WsExceptionFilter {
  private readonly logger = new Logger('Chat');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, message } = describeException(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    // A socket handler's arguments: the socket, the payload, then the client's ack when it sent one.
    refuseThroughAck(host.getArgByIndex(2), message);
  }
}
