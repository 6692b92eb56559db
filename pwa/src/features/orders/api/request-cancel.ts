import type { ReviseOrderResponse } from '@shop/contracts/orders/admin-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/use-toast';
import { MESSAGES } from '../../../config/constants';
import { apiPatch } from '../../../lib/api-client';
import type { ShopperOrder } from '../order-model';
import { orderQueryKeys } from './order-query-keys';

interface CancelRequest {
  order: Pick<ShopperOrder, '_id' | 'Email'>;
  cancelReason: string;
}

/** The shopper's Cancle/Return (spec §7); resolves to the server's message. */
export async function requestCancel({ order, cancelReason }: CancelRequest): Promise<string> {
  const body = await apiPatch<ReviseOrderResponse>(`/orders/reviseOrder/${encodeURIComponent(order._id)}`, {
    status: 'Request Cancel',
    email: order.Email,
    cancelReason,
  });
  return body.message;
}

/** A refused or failed request says "Update failed"; a sent one makes the order's cached copy stale. */
export function useRequestCancel() {
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancel,
    onError: () => showToast(MESSAGES.updateFailed),
    onSuccess: (_message, { order }) => queryClient.invalidateQueries({ queryKey: orderQueryKeys.order(order._id) }),
  });
}
