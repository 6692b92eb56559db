import type { CheckoutSessionResponse } from '@shop/contracts/orders/order';

/** The server's answer to both checkout calls (spec §7): the provider's session and where to pay it. */
export type PaymentSession = Pick<CheckoutSessionResponse, 'id' | 'url' | 'orderId'> & Partial<Pick<CheckoutSessionResponse, 'message'>>;
