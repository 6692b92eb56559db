import { useToast } from '../../../../components/ui/use-toast';
import { usePendingCall } from '../../../../lib/use-pending-call';
import { ADMIN_TEXT } from '../../admin-messages';
import type { AdminOrder } from '../admin-order';
import { reviseOrder } from '../api/revise-order';
import { asksBeforeRefund, revisionFromAnswer, type OrderActionName, type OrderRevision } from '../order-actions';

/**
 * The admin order actions: each asks with window.prompt (spec §5), and canceling a paid order asks again
 * before its refund; then it sends the revision and tells the outcome. The order is read again after
 * every sent revision, refused or not, so the page shows what the server now holds.
 */
export function useOrderActions(order: AdminOrder, refreshOrder: () => void) {
  const { showToast } = useToast();
  const { run, pending } = usePendingCall(
    (revision: OrderRevision) => reviseOrder(order, revision),
    (error) => showToast(error.serverMessage ?? error.message),
  );

  const act = async (action: OrderActionName) => {
    const outcome = revisionFromAnswer(action, window.prompt(ADMIN_TEXT.order.actions[action].prompt));
    if (!outcome) return;
    if ('problem' in outcome) return showToast(outcome.problem);
    if (asksBeforeRefund(action, order) && !window.confirm(ADMIN_TEXT.order.confirmRefund)) return;
    const message = await run(outcome.revision);
    if (message !== undefined) showToast(message);
    refreshOrder();
  };

  return { act, pending };
}
