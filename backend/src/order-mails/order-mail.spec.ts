import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS } from '../orders/order-state-machine.js';
import { formatUsd } from '@shop/contracts/money';
import { orderMailKind } from './order-mail.js';

describe('orderMailKind', () => {
  it('mails the shopper for the changes to a paid order that they did not make themselves', () => {
    const mailed = ORDER_TRANSITIONS.flatMap((rule) =>
      rule.from.map((from) => `${from} → ${rule.to}: ${orderMailKind({ from, to: rule.to }) ?? 'none'}`),
    );
    expect(mailed).toEqual([
      'Paying → Paid: paid',
      'Paying → Canceled: none',
      'Canceled → Paid: paid',
      'Paid → Request Cancel: none',
      'Shipped → Request Cancel: none',
      'Delivered → Request Cancel: none',
      'Deny → Request Cancel: none',
      'Request Cancel → Deny: cancel-denied',
      'Paid → Canceled: canceled',
      'Shipped → Canceled: canceled',
      'Delivered → Canceled: canceled',
      'Request Cancel → Canceled: cancel-accepted',
      'Deny → Canceled: canceled',
      'Paid → Shipped: shipped',
      'Deny → Shipped: shipped',
      'Shipped → Delivered: delivered',
      'Deny → Delivered: delivered',
    ]);
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99_999, '$999.99'],
    [559_600, '$5,596.00'],
    [123_456_789, '$1,234,567.89'],
  ])('shows %i cents as %s', (cents, shown) => {
    expect(formatUsd(cents)).toBe(shown);
  });
});
