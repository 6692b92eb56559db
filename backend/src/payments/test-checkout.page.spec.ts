import { describe, expect, it } from 'vitest';
import type { TestCheckoutSessionRecord } from './test-payment.provider.js';
import { renderTestCheckoutPage } from './test-checkout.page.js';

const session: TestCheckoutSessionRecord = {
  _id: 'cs_test_page',
  orderId: 'order-1',
  lineItems: [{ name: 'Kitty Desk Buddy', unitAmountCents: 60_000, quantity: 2 }],
  shippingCents: 499,
  discount: { code: 'SPRING', cents: 1_050 },
  amountTotalCents: 119_449,
  customerEmail: 'mia@example.com',
  successUrl: 'http://localhost:3000/success/success_pay',
  cancelUrl: 'http://localhost:3000/failed/payment',
  status: 'open',
  expiresAt: new Date('2025-03-04T10:05:00.000Z'),
  paymentIntentId: null,
  refundId: null,
};

describe('the test provider checkout page', () => {
  it('shows amounts as the shop does, with the dollar sign and grouped thousands', () => {
    const html = renderTestCheckoutPage(session);
    expect(html).toContain('<td>Kitty Desk Buddy × 2</td><td>$1,200.00</td>');
    expect(html).toContain('<td>Discount (SPRING)</td><td>−$10.50</td>');
    expect(html).toContain('<td>Shipping</td><td>$4.99</td>');
    expect(html).toContain('Pay $1,194.49</button>');
  });
});
