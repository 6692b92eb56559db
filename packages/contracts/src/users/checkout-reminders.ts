/** The /profile switch of the forgotten-checkout reminder mails (issue 33): GET/PUT /api/users/checkout-reminders. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const CHECKOUT_REMINDER_MESSAGES = {
  loaded: 'Reminder setting loaded',
  saved: 'Reminder setting saved',
  enabled: 'enabled must be true or false',
} as const;

export const putCheckoutRemindersBodySchema = strictBody({
  enabled: z.boolean(CHECKOUT_REMINDER_MESSAGES.enabled),
});
export type PutCheckoutRemindersBody = z.infer<typeof putCheckoutRemindersBodySchema>;

/** Whether the shopper gets one mail for a checkout left unpaid or a cart left alone; on until switched off. */
export const checkoutRemindersResponseSchema = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  message: z.string(),
});
export type CheckoutRemindersResponse = z.infer<typeof checkoutRemindersResponseSchema>;
