/**
 * GET /api/payments/config: which provider takes the shop's payments, and the key the checkout pages
 * load its browser script with.
 */
import * as z from 'zod/mini';

export const PAYMENT_PROVIDER_NAMES = ['stripe', 'test'] as const;
export const paymentProviderNameSchema = z.enum(PAYMENT_PROVIDER_NAMES);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

export const paymentConfigResponseSchema = z.object({
  success: z.literal(true),
  provider: paymentProviderNameSchema,
  /** Stripe's publishable key (pk_...); null for the test provider, whose checkout page needs no script. */
  publishableKey: z.nullable(z.string()),
  message: z.string(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;
