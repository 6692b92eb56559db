import { useState } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useRequestCancel } from '../api/request-cancel';
import type { ShopperOrder } from '../order-model';

type AskedOrder = Pick<ShopperOrder, '_id' | 'Email'>;

/**
 * Cancle/Return: `ask` opens the reason dialog (a reason is required, spec §5), `send` sends the request and shows
 * the server's answer. Going back from the dialog changes nothing.
 */
export function useCancelRequest(onRequested: (orderId: string) => void) {
  const { showToast } = useToast();
  const request = useRequestCancel();
  const [asking, setAsking] = useState<AskedOrder | null>(null);

  const send = (reason: string) => {
    if (!asking) return;
    const order = asking;
    setAsking(null);
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

  return { ask: setAsking, asking: asking !== null, send, dismiss: () => setAsking(null), pending: request.isPending };
}
