import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPatch } from '../../../lib/api-client';
import { usePendingCall } from '../../../lib/use-pending-call';
import type { ShopperOrder } from '../order-model';

/** The shopper's Cancle/Return (spec §7); resolves to the server's message. */
export async function requestCancel(order: Pick<ShopperOrder, '_id' | 'Email'>, cancelReason: string): Promise<string> {
  const body = await apiPatch<{ message: string }>(`/orders/reviseOrder/${encodeURIComponent(order._id)}`, {
    status: 'Request Cancel',
    email: order.Email,
    cancelReason,
  });
  return body.message;
}

export function useRequestCancel() {
  const { showToast } = useToast();
  return usePendingCall(requestCancel, () => showToast(MESSAGES.updateFailed));
}
