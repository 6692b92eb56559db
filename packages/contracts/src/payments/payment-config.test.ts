import { describe, expect, it } from 'vitest';
import { paymentConfigResponseSchema } from './payment-config.js';

describe('payment config response', () => {
  it('accepts the test provider without a publishable key', () => {
    const answer = { success: true, provider: 'test', publishableKey: null, message: 'Test payments: no real money is taken' };
    expect(paymentConfigResponseSchema.parse(answer)).toEqual(answer);
  });

  it('rejects a provider the shop does not know', () => {
    const answer = { success: true, provider: 'paypal', publishableKey: null, message: '' };
    expect(paymentConfigResponseSchema.safeParse(answer).success).toBe(false);
  });
});
