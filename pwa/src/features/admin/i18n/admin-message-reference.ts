import { adminMessageSchema, type AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import type { AdminNotice } from './admin-notice';

/**
 * A catalogue message as a form's field error holds it (react-hook-form keeps a string): the message itself,
 * not its text, so the field says it in the admin's language, anew when they switch.
 */
export const messageReference = (message: AdminMessage): string => JSON.stringify(message);

/** What a field error says: the catalogue message it refers to, else its own text (a schema's built-in words). */
export function noticeOfReference(reference: string): AdminNotice {
  try {
    const parsed = adminMessageSchema.safeParse(JSON.parse(reference));
    if (parsed.success) return { messages: [parsed.data as AdminMessage] };
  } catch {
    // Not JSON: plain text.
  }
  return { text: reference };
}
