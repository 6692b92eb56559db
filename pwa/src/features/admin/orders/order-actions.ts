import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import type { OrderStatus } from '@shop/contracts/orders/order-status';
import type { AdminOrder } from './admin-order';

export type OrderActionName = 'deny' | 'cancel' | 'ship' | 'deliver' | 'note';

/** What the admin sends (spec §7): a status with its reason, delivery URL or nothing, or a note alone. */
export type OrderRevision =
  | { status: 'Deny' | 'Canceled'; reviseReason: string }
  | { status: 'Shipped'; deliveryURL: string }
  | { status: 'Delivered' }
  | { note: string };

export const ORDER_ACTIONS: OrderActionName[] = ['deny', 'cancel', 'ship', 'deliver', 'note'];

const STATUS_OF_ACTION: Record<Exclude<OrderActionName, 'note'>, OrderStatus> = {
  deny: 'Deny',
  cancel: 'Canceled',
  ship: 'Shipped',
  deliver: 'Delivered',
};

/** The actions the order's status allows now (the server's state machine), and a note always. */
export function offeredActions(order: Pick<AdminOrder, 'AllowedStatuses'>): OrderActionName[] {
  return ORDER_ACTIONS.filter((action) => action === 'note' || order.AllowedStatuses.includes(STATUS_OF_ACTION[action]));
}

/** Canceling a paid order refunds it at once: that is asked a second time. */
export function asksBeforeRefund(action: OrderActionName, order: Pick<AdminOrder, 'IfPaid'>): boolean {
  return action === 'cancel' && order.IfPaid;
}

/**
 * The delivered action goes through when the admin types this (spec §5); in any case, because a phone's keyboard
 * capitalises the first letter.
 */
const DELIVERED_CONFIRMATION = 'yes';

/** What an answer that will not do is told, per action (spec §5, admin order prompts). */
const MISSING_ANSWER: Record<OrderActionName, AdminMessage> = {
  deny: { key: 'order.denyReasonRequired' },
  cancel: { key: 'order.cancelReasonRequired' },
  ship: { key: 'order.deliveryUrlRequired' },
  deliver: { key: 'order.confirmationRequired' },
  note: { key: 'order.noteRequired' },
};

/** Turns the admin's answer to an action's question into the revision to send, or the spec's message when it will not do. */
export function revisionFromAnswer(action: OrderActionName, answer: string): { revision: OrderRevision } | { problem: AdminMessage } {
  const text = answer.trim();
  const refuse = { problem: MISSING_ANSWER[action] };
  switch (action) {
    case 'deny':
      return text ? { revision: { status: 'Deny', reviseReason: text } } : refuse;
    case 'cancel':
      return text ? { revision: { status: 'Canceled', reviseReason: text } } : refuse;
    case 'ship':
      return text ? { revision: { status: 'Shipped', deliveryURL: text } } : refuse;
    case 'deliver':
      return text.toLowerCase() === DELIVERED_CONFIRMATION ? { revision: { status: 'Delivered' } } : refuse;
    case 'note':
      return text ? { revision: { note: text } } : refuse;
  }
}
