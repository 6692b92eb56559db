import { describe, expect, it } from 'vitest';
import { revisionFromAnswer } from './order-actions';

describe('admin order actions', () => {
  it.each([
    ['deny', 'Deny requires a reason.'],
    ['cancel', 'Cancellation requires a reason.'],
    ['ship', 'Need DeliveryURL.'],
    ['deliver', 'Need right confirmation.'],
    ['note', 'Note is empty.'],
  ] as const)('%s with an empty answer says "%s"', (action, message) => {
    expect(revisionFromAnswer(action, '   ')).toEqual({ problem: message });
  });

  it('turns answers into the revisions the server expects', () => {
    expect(revisionFromAnswer('deny', ' Already shipped ')).toEqual({ revision: { status: 'Deny', reviseReason: 'Already shipped' } });
    expect(revisionFromAnswer('cancel', 'Out of stock')).toEqual({ revision: { status: 'Canceled', reviseReason: 'Out of stock' } });
    expect(revisionFromAnswer('ship', 'https://track.example/1')).toEqual({
      revision: { status: 'Shipped', deliveryURL: 'https://track.example/1' },
    });
    expect(revisionFromAnswer('deliver', 'yes')).toEqual({ revision: { status: 'Delivered' } });
    expect(revisionFromAnswer('note', 'Gift wrap')).toEqual({ revision: { note: 'Gift wrap' } });
  });

  it('delivers only on exactly "yes"', () => {
    expect(revisionFromAnswer('deliver', 'Yes')).toEqual({ problem: 'Need right confirmation.' });
    expect(revisionFromAnswer('deliver', 'y')).toEqual({ problem: 'Need right confirmation.' });
  });

  it('does nothing when the admin dismisses the prompt', () => {
    expect(revisionFromAnswer('cancel', null)).toBeNull();
  });
});
