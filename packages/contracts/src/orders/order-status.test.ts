import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, shopperOrderStatusLabel } from './order-status.js';

describe('order statuses', () => {
  it('are the seven of the spec, in its order', () => {
    expect(ORDER_STATUSES).toEqual(['Paying', 'Paid', 'Shipped', 'Delivered', 'Canceled', 'Request Cancel', 'Deny']);
  });

  it('show Paying as "Pending for paying", Paid as "Pending for shippment" and Deny as what was denied to a shopper, the rest as they are', () => {
    expect(ORDER_STATUSES.map(shopperOrderStatusLabel)).toEqual([
      'Pending for paying',
      'Pending for shippment',
      'Shipped',
      'Delivered',
      'Canceled',
      'Request Cancel',
      'Cancellation denied',
    ]);
  });
});
