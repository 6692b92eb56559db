import { paymentConfigResponseSchema, type PaymentConfigResponse } from '@shop/contracts/payments/payment-config';
import { apiGet, parseAnswer } from '../../../lib/api-client';

/** Which provider takes the payments, and the key its browser script is started with. */
export async function getPaymentConfig(): Promise<PaymentConfigResponse> {
  return parseAnswer(paymentConfigResponseSchema, await apiGet('/payments/config'));
}
