import { usePendingCall } from '../../../../lib/use-pending-call';
import { useAdminText } from '../../i18n/use-admin-text';
import { useAdminToast } from '../../i18n/use-admin-toast';
import type { AdminOrder } from '../admin-order';
import { reviseOrder } from '../api/revise-order';
import { asksBeforeRefund, revisionFromAnswer, type OrderActionName, type OrderRevision } from '../order-actions';

/**
 * The admin order actions: each asks with window.prompt (spec §5), and canceling a paid order asks again
 * before its refund; then it sends the revision and tells the outcome. The order is read again after
 * every sent revision, refused or not, so the page shows what the server now holds.
 */
export function useOrderActions(order: AdminOrder, refreshOrder: () => void) {
  const { t } = useAdminText();
  const { toastNotice, toastError } = useAdminToast();
  const { run, pending } = usePendingCall((revision: OrderRevision) => reviseOrder(order, revision), toastError);

  const act = async (action: OrderActionName) => {
    const outcome = revisionFromAnswer(action, window.prompt(t(`order.actions.${action}.prompt`)));
    if (!outcome) return;
    if ('problem' in outcome) return toastNotice({ messages: [outcome.problem] });
    if (asksBeforeRefund(action, order) && !window.confirm(t('order.confirmRefund'))) return;
    const notice = await run(outcome.revision);
    if (notice !== undefined) toastNotice(notice);
    refreshOrder();
  };

  return { act, pending };
}
