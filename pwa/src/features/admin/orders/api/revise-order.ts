import { reviseOrderResponseSchema } from '@shop/contracts/orders/admin-order';
import { apiPatch } from '../../../../lib/api-client';
import { noticeOfAnswer, type AdminNotice } from '../../i18n/admin-notice';
import type { AdminOrder } from '../admin-order';
import type { OrderRevision } from '../order-actions';

/**
 * Sends an admin's revision with the order's email (spec §7), and the ReviseDate the page shows, so
 * that the server refuses it (409) if another admin changed the order meanwhile. Resolves to the
 * server's message.
 */
export async function reviseOrder(order: AdminOrder, revision: OrderRevision): Promise<AdminNotice> {
  const path = `/orders/reviseOrder/${encodeURIComponent(order._id)}`;
  const answer = await apiPatch(path, { ...revision, email: order.Email, expectedReviseDate: order.ReviseDate }, reviseOrderResponseSchema);
  return noticeOfAnswer(answer, { key: 'order.revised' });
}
