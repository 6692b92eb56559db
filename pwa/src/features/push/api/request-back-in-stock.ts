import { useMutation } from '@tanstack/react-query';
import type { BackInStockRequest } from '@shop/contracts/push';
import { useToast } from '../../../components/ui/use-toast';
import { apiPost } from '../../../lib/api-client';

/** "Notify me" on a sold-out sub-type; resolves to the server's message. */
export async function requestBackInStock(request: BackInStockRequest): Promise<string> {
  return (
    await apiPost('/push/backInStock', request, () =>
      import('@shop/contracts/message-response').then((contract) => contract.messageResponseSchema),
    )
  ).message;
}

/** The server's message is told either way: the request taken, or why not. */
export function useRequestBackInStock() {
  const { showToast } = useToast();
  return useMutation({
    mutationFn: requestBackInStock,
    onError: (error) => showToast(error.message),
    onSuccess: (message) => showToast(message),
  });
}
