import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shop/contracts/orders/order-status';
import { allowedFrom, canTransition } from './order-state-machine.js';

describe('the order state machine', () => {
  it('pays an order only from Paying, or again from Canceled after a late payment, and only by webhook', () => {
    expect(allowedFrom('Paid', 'webhook')).toEqual(['Paying', 'Canceled']);
    expect(allowedFrom('Paid', 'customer')).toEqual([]);
    expect(allowedFrom('Paid', 'admin')).toEqual([]);
    expect(allowedFrom('Paid', 'system')).toEqual([]);
  });

  it('lets a shopper cancel an unpaid order at once, and ask to cancel or return a paid one', () => {
    expect(allowedFrom('Canceled', 'customer')).toEqual(['Paying']);
    expect(allowedFrom('Request Cancel', 'customer')).toEqual(['Paid', 'Shipped', 'Delivered', 'Deny']);
  });

  it('lets timers and payment failures cancel only unpaid orders', () => {
    expect(allowedFrom('Canceled', 'system')).toEqual(['Paying']);
    expect(allowedFrom('Canceled', 'webhook')).toEqual(['Paying']);
  });

  it('leaves requests, shipping and delivery to admins', () => {
    expect(allowedFrom('Deny', 'admin')).toEqual(['Request Cancel']);
    expect(allowedFrom('Canceled', 'admin')).toEqual(['Paying', 'Paid', 'Shipped', 'Delivered', 'Request Cancel', 'Deny']);
    expect(allowedFrom('Shipped', 'admin')).toEqual(['Paid', 'Deny']);
    expect(allowedFrom('Delivered', 'admin')).toEqual(['Shipped', 'Deny']);
    for (const to of ['Deny', 'Shipped', 'Delivered'] as const) expect(allowedFrom(to, 'customer')).toEqual([]);
  });

  it('never moves an order back to Paying, nor out of Canceled except by a late payment', () => {
    for (const from of ORDER_STATUSES) {
      for (const role of ['customer', 'admin', 'webhook', 'system'] as const) {
        expect(canTransition(from, 'Paying', role)).toBe(false);
        for (const to of ORDER_STATUSES) {
          if (from === 'Canceled' && to !== 'Paid') expect(canTransition(from, to, role)).toBe(false);
        }
      }
    }
  });
});
