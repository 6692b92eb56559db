/** Spec §9: pay by card or by Alipay. */
export type PaymentMethod = 'card' | 'alipay';

/** The server's answer to both checkout calls (spec §7): the provider's session and where to pay it. */
export interface PaymentSession {
  id: string;
  /** The provider's hosted payment page (the local test page when no Stripe key is set). */
  url: string;
  orderId: string;
  message?: string;
}
