import { ADMIN_TEXT } from '../admin-messages';

export type OrderActionName = 'deny' | 'cancel' | 'ship' | 'deliver' | 'note';

/** What the admin sends (spec §7): a status with its reason, delivery URL or nothing, or a note alone. */
export type OrderRevision =
  | { status: 'Deny' | 'Canceled'; reviseReason: string }
  | { status: 'Shipped'; deliveryURL: string }
  | { status: 'Delivered' }
  | { note: string };

export const ORDER_ACTIONS: OrderActionName[] = ['deny', 'cancel', 'ship', 'deliver', 'note'];

/** The delivered action goes through only when the admin types exactly this (spec §5). */
const DELIVERED_CONFIRMATION = 'yes';

/**
 * Turns the admin's answer to an action's prompt into the revision to send, or the spec's message
 * when the answer will not do. A dismissed prompt (null) is the admin changing their mind: nothing.
 */
export function revisionFromAnswer(
  action: OrderActionName,
  answer: string | null,
): { revision: OrderRevision } | { problem: string } | null {
  if (answer === null) return null;
  const text = answer.trim();
  const refuse = { problem: ADMIN_TEXT.order.actions[action].missing };
  switch (action) {
    case 'deny':
      return text ? { revision: { status: 'Deny', reviseReason: text } } : refuse;
    case 'cancel':
      return text ? { revision: { status: 'Canceled', reviseReason: text } } : refuse;
    case 'ship':
      return text ? { revision: { status: 'Shipped', deliveryURL: text } } : refuse;
    case 'deliver':
      return answer === DELIVERED_CONFIRMATION ? { revision: { status: 'Delivered' } } : refuse;
    case 'note':
      return text ? { revision: { note: text } } : refuse;
  }
}
