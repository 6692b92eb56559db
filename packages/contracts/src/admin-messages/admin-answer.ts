/**
 * An admin call's answer: its English `message` and, when the message came from the admin catalogue, the
 * `messageKeys` the back office shows in the admin's language (see admin-message.ts).
 */
import * as z from 'zod/mini';
import { errorResponseSchema } from '../message-response.js';
import { adminMessageKeysSchema } from './admin-message.js';

export const adminMessageFields = { message: z.string(), messageKeys: z.optional(adminMessageKeysSchema) };

/** An admin write that answers with its message only (reviseWelcomeBoard, a product's revision, ...). */
export const adminMessageResponseSchema = z.object({ success: z.literal(true), ...adminMessageFields });
export type AdminMessageResponse = z.infer<typeof adminMessageResponseSchema>;

/** An admin call's refusal: the one error shape, with the catalogue keys of its message. */
export const adminErrorResponseSchema = z.extend(errorResponseSchema, { messageKeys: z.optional(adminMessageKeysSchema) });
export type AdminErrorResponse = z.infer<typeof adminErrorResponseSchema>;
