import type { PaymentConfigResponse, PaymentProviderName } from '@shop/contracts/payments/payment-config';
import type { PaymentProvider } from './payment-provider.js';

const PROVIDER_MESSAGES: Record<PaymentProviderName, string> = {
  stripe: 'Payments are taken by Stripe',
  test: 'Test payments: no real money is taken',
};

export function toPaymentConfigResponse(provider: Pick<PaymentProvider, 'name' | 'publishableKey'>): PaymentConfigResponse {
  return { success: true, provider: provider.name, publishableKey: provider.publishableKey, message: PROVIDER_MESSAGES[provider.name] };
}
