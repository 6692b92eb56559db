/** The answer of the two code mails (register, password reset): how long until the Send button may ask again. */
import * as z from 'zod/mini';

export const codeSentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The server's interval between code mails to one address; the Send button counts it down. */
  resendAfterSeconds: z.number(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;
