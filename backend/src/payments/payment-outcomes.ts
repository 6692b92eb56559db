/** A provider's checkout session, as a payment event names it. */
export interface SessionReference {
  orderId: string;
  sessionId: string;
}

export interface ConfirmedPayment extends SessionReference {
  paymentIntentId: string | null;
  /** What the provider took, in the currency's smallest unit. */
  amountTotalCents: number | null;
  currency: string | null;
}

/**
 * What verified payment events do to the orders they name. Payments knows nothing of orders: the orders
 * module implements this and registers it with the webhook (PaymentWebhookService.handleOutcomesWith).
 * Each method must be safe to apply twice and in any order.
 */
export interface PaymentOutcomes {
  paymentSucceeded(payment: ConfirmedPayment): Promise<void>;
  paymentFailed(session: SessionReference): Promise<void>;
  sessionExpired(session: SessionReference): Promise<void>;
}
