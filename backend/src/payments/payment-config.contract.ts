/**
 * GET /api/payments/config: which provider takes the shop's payments, and the key the checkout pages
 * load its browser script with. The backend and the PWA both import this file: plain types, no imports.
 */
export type PaymentProviderName = 'stripe' | 'test';

export interface PaymentConfigResponse {
  success: true;
  provider: PaymentProviderName;
  /** Stripe's publishable key (pk_...); null for the test provider, whose checkout page needs no script. */
  publishableKey: string | null;
  message: string;
}
