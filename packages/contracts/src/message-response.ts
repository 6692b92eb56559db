/**
 * The answer of a call that only reports how it went (spec §7: register, vcode, login, logout, checkAuth,
 * checkAdmin, reviseLocation, reviseWelcomeBoard, the password reset): success and the message a toast shows.
 * A refusal is the API's one error shape, `{ success: false, message, requestId }`.
 */
import * as z from 'zod/mini';

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Also in the X-Request-Id header and in the server's log lines of the request. */
  requestId: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
