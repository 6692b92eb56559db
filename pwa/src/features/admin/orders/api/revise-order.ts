import { apiPatch } from '../../../../lib/api-client';
import { ADMIN_TEXT } from '../../admin-messages';
import type { OrderRevision } from '../order-actions';

/** Sends an admin's revision with the order's email (spec §7); resolves to the server's message. */
export async function reviseOrder(orderId: string, revision: OrderRevision, email: string): Promise<string> {
  const body = await apiPatch<{ message?: string }>(`/orders/reviseOrder/${encodeURIComponent(orderId)}`, { ...revision, email });
  return body.message ?? ADMIN_TEXT.order.revised;
}
