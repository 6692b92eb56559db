import { paymentConfigResponseSchema, type PaymentConfigResponse } from '@shop/contracts/payments/payment-config';
import { apiGet } from '../../../lib/api-client';

/** Which provider takes the payments, and the key its browser script is started with. */
export async function getPaymentConfig(): Promise<PaymentConfigResponse> {
  return apiGet('/payments/config', paymentConfigResponseSchema);
}
