import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminText } from '../../i18n/use-admin-text';
import { useAdminToast } from '../../i18n/use-admin-toast';
import type { AdminOrder } from '../admin-order';
import { reviseOrder } from '../api/revise-order';
import { asksBeforeRefund, revisionFromAnswer, type OrderActionName, type OrderRevision } from '../order-actions';

/**
 * The admin order actions: each asks with window.prompt (spec §5), and canceling a paid order asks again
 * before its refund; then it sends the revision and tells the outcome. The orders are read again after
 * every sent revision, refused or not, so the page and the list show what the server now holds.
 */
export function useOrderActions(order: AdminOrder) {
  const { t } = useAdminText();
  const { toastNotice, toastError } = useAdminToast();
  const queryClient = useQueryClient();
  const revise = useMutation({
    mutationFn: (revision: OrderRevision) => reviseOrder(order, revision),
    onSuccess: (notice) => toastNotice(notice),
    onError: (error) => toastError(error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.orders }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
      ]),
  });

  const act = (action: OrderActionName) => {
    const outcome = revisionFromAnswer(action, window.prompt(t(`order.actions.${action}.prompt`)));
    if (!outcome) return;
    if ('problem' in outcome) {
      toastNotice({ messages: [outcome.problem] });
      return;
    }
    if (asksBeforeRefund(action, order) && !window.confirm(t('order.confirmRefund'))) return;
    revise.mutate(outcome.revision);
  };

  return { act, pending: revise.isPending };
}
