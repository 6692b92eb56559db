import { createGlobalValidationPipe } from '../common/validation/global-validation.pipe.js';

/**
 * Socket payloads get the HTTP API's checks (DTO rules, unknown fields refused); a broken rule
 * becomes a BadRequestException, which the chat answers in the ack as { ok: false, message }.
 */
export const CHAT_PAYLOAD_PIPE = createGlobalValidationPipe();

export function parseChatPayload<T extends object>(dto: new () => T, payload: unknown): Promise<T> {
  return CHAT_PAYLOAD_PIPE.transform(payload, { type: 'body', metatype: dto });
}
