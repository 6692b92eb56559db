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
  const path = `/orders/reviseOrder/${encodeURIComponent(order._id)}`;
  const request = { status: 'Request Cancel', email: order.Email, cancelReason };
  const body = await apiPatch(path, request, () =>
    import('@shop/contracts/orders/admin-order').then((contract) => contract.reviseOrderResponseSchema),
  );
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
