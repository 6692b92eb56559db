import type { BackInStockRequest } from '@shop/contracts/push';
import { useToast } from '../../../components/ui/use-toast';
import { apiPost } from '../../../lib/api-client';
import { usePendingCall } from '../../../lib/use-pending-call';

/** "Notify me" on a sold-out sub-type; resolves to the server's message. */
export async function requestBackInStock(request: BackInStockRequest): Promise<string> {
  return (await apiPost<{ message: string }>('/push/backInStock', request)).message;
}

export function useRequestBackInStock() {
  const { showToast } = useToast();
  return usePendingCall(requestBackInStock, (error) => showToast(error.message));
}
