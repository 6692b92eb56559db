import { useToast } from '../../../components/ui/use-toast';
import { useRequestCancel } from '../api/request-cancel';
import type { ShopperOrder } from '../order-model';
import { ORDER_MESSAGES } from '../order-messages';

/**
 * Cancle/Return: asks for the reason (required, spec §5), sends the request and shows the server's
 * answer. Dismissing the prompt changes nothing.
 */
export function useCancelRequest(onRequested: (orderId: string) => void) {
  const { showToast } = useToast();
  const request = useRequestCancel();

  const ask = (order: Pick<ShopperOrder, '_id' | 'Email'>) => {
    const reason = window.prompt(ORDER_MESSAGES.reasonPrompt);
    if (reason === null) return;
    if (!reason.trim()) {
      showToast(ORDER_MESSAGES.reasonRequired);
      return;
    }
    request.mutate(
      { order, cancelReason: reason.trim() },
      {
        onSuccess: (message) => {
          showToast(message);
          onRequested(order._id);
        },
      },
    );
  };

  return { ask, pending: request.isPending };
}
