import { describe, expect, it } from 'vitest';
import { formatCountdown, paymentDeadline, showsPaymentWindow } from './payment-window';

describe('payment window', () => {
  it('formats the time left as m:ss, rounding partial seconds up', () => {
    expect(formatCountdown(300_000)).toBe('5:00');
    expect(formatCountdown(299_001)).toBe('5:00');
    expect(formatCountdown(299_000)).toBe('4:59');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it("ends at the server's deadline when it sends one", () => {
    const order = { CreateDate: '2025-03-04T10:00:00.000Z', PaymentDeadline: '2025-03-04T10:10:00.000Z' };
    expect(paymentDeadline(order)).toBe(Date.parse('2025-03-04T10:10:00.000Z'));
  });

  it('ends 300 seconds after creation otherwise', () => {
    expect(paymentDeadline({ CreateDate: '2025-03-04T10:00:00.000Z' })).toBe(Date.parse('2025-03-04T10:05:00.000Z'));
  });

  it('concerns unpaid orders: counting while payment is awaited, then saying the order expired', () => {
    expect(showsPaymentWindow({ IfPaid: false, Status: 'Paying' }, 1_000)).toBe(true);
    expect(showsPaymentWindow({ IfPaid: false, Status: 'Paying' }, 0)).toBe(true);
    expect(showsPaymentWindow({ IfPaid: false, Status: 'Canceled' }, 0)).toBe(true);
    expect(showsPaymentWindow({ IfPaid: false, Status: 'Canceled' }, 1_000)).toBe(false);
    expect(showsPaymentWindow({ IfPaid: true, Status: 'Paid' }, 0)).toBe(false);
  });
});
