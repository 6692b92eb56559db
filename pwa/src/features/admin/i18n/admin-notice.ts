import { adminMessageKeysSchema, type AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { ApiError } from '../../../lib/api-client';

/** What to tell the admin: catalogue messages, said in the admin's language, or text from elsewhere as it is. */
export type AdminNotice = { messages: AdminMessage[] } | { text: string };

/** An answer's message: the catalogue messages it names (messageKeys), else its own text, else the fallback. */
export function noticeOfAnswer(answer: unknown, fallback: AdminMessage): AdminNotice {
  const { message, messageKeys } = (answer ?? {}) as { message?: unknown; messageKeys?: unknown };
  const named = adminMessageKeysSchema.safeParse(messageKeys);
  if (named.success && named.data.length > 0) return { messages: named.data as AdminMessage[] };
  if (typeof message === 'string' && message !== '') return { text: message };
  return { messages: [fallback] };
}

/** Why a call failed: the server's message when it answered with one (see noticeOfAnswer), else the fallback. */
export function noticeOfError(error: unknown, fallback: AdminMessage): AdminNotice {
  return noticeOfAnswer(error instanceof ApiError ? (error.body ?? { message: error.serverMessage }) : undefined, fallback);
}
