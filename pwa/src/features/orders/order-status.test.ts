import { describe, expect, it } from 'vitest';
import { canRequestCancel, showsCancelReason, showsDeliveryUrl } from './order-status';

describe('order status', () => {
  it('offers Cancle/Return unless the order is canceled or a request is open', () => {
    expect(canRequestCancel('Canceled')).toBe(false);
    expect(canRequestCancel('Request Cancel')).toBe(false);
    for (const status of ['Paying', 'Paid', 'Shipped', 'Delivered', 'Deny'] as const) expect(canRequestCancel(status)).toBe(true);
  });

  it('shows the delivery URL once shipped and the cancel reason while canceling, canceled or denied', () => {
    expect(['Paid', 'Shipped', 'Delivered'].map((status) => showsDeliveryUrl(status as 'Paid'))).toEqual([false, true, true]);
    expect(['Paid', 'Request Cancel', 'Canceled', 'Deny'].map((status) => showsCancelReason(status as 'Paid'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
