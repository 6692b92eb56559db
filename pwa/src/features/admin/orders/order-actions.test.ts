import { describe, expect, it } from 'vitest';
import { inEnglish } from '../i18n/admin-i18n';
import { revisionFromAnswer, type OrderActionName } from './order-actions';

/** What the admin is told about an answer that will not do, in English. */
function problemOf(action: OrderActionName, answer: string): string | undefined {
  const outcome = revisionFromAnswer(action, answer);
  return 'problem' in outcome ? inEnglish(outcome.problem) : undefined;
}

describe('admin order actions', () => {
  it.each([
    ['deny', 'Deny requires a reason.'],
    ['cancel', 'Cancellation requires a reason.'],
    ['ship', 'Need DeliveryURL.'],
    ['deliver', 'Need right confirmation.'],
    ['note', 'Note is empty.'],
  ] as const)('%s with an empty answer says "%s"', (action, message) => {
    expect(problemOf(action, '   ')).toBe(message);
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

  it('delivers on "yes" in any case, as a phone keyboard capitalises it, and on nothing else', () => {
    expect(revisionFromAnswer('deliver', 'Yes ')).toEqual({ revision: { status: 'Delivered' } });
    expect(revisionFromAnswer('deliver', 'YES')).toEqual({ revision: { status: 'Delivered' } });
    expect(problemOf('deliver', 'y')).toBe('Need right confirmation.');
    expect(problemOf('deliver', 'yes please')).toBe('Need right confirmation.');
  });
});
