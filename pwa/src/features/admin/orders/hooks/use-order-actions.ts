import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueryKeys } from '../../admin-query-keys';
import { useAdminToast } from '../../i18n/use-admin-toast';
import type { AdminOrder } from '../admin-order';
import { reviseOrder } from '../api/revise-order';
import { asksBeforeRefund, revisionFromAnswer, type OrderActionName, type OrderRevision } from '../order-actions';

/** What the action bar is asking the admin now: an action's answer, or whether to refund a paid order. */
export type OrderQuestion = { step: 'answer'; action: OrderActionName } | { step: 'refund'; revision: OrderRevision };

/**
 * The admin order actions: each asks in a dialog (spec §5's questions and rules), and canceling a paid order asks
 * again before its refund; then it sends the revision and tells the outcome. The orders are read again after
 * every sent revision, refused or not, so the page and the list show what the server now holds.
 */
export function useOrderActions(order: AdminOrder) {
  const { toastNotice, toastError } = useAdminToast();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<OrderQuestion | null>(null);
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

  const send = (revision: OrderRevision) => {
    setQuestion(null);
    revise.mutate(revision);
  };

  /** The answer the dialog already checked with revisionFromAnswer. */
  const answer = (action: OrderActionName, text: string) => {
    const outcome = revisionFromAnswer(action, text);
    if ('problem' in outcome) return;
    if (asksBeforeRefund(action, order)) setQuestion({ step: 'refund', revision: outcome.revision });
    else send(outcome.revision);
  };

  return {
    ask: (action: OrderActionName) => setQuestion({ step: 'answer', action }),
    question,
    answer,
    send,
    dismiss: () => setQuestion(null),
    pending: revise.isPending,
  };
}
