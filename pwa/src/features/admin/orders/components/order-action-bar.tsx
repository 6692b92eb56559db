import { useId } from 'react';
import { useAdminText } from '../../i18n/use-admin-text';
import type { AdminOrder } from '../admin-order';
import { useOrderActions } from '../hooks/use-order-actions';
import { offeredActions } from '../order-actions';
import { OrderActionDialog } from './order-action-dialog';
import './admin-order.css';

/**
 * Deny, cancel, ship and deliver as the server's state machine allows them for the order's status (its
 * AllowedStatuses), and a note always, each asked in a dialog. A change refused meanwhile still shows the server's message.
 */
export function OrderActionBar({ order }: { order: AdminOrder }) {
  const { ask, question, answer, send, dismiss, pending } = useOrderActions(order);
  const titleId = useId();
  const { t } = useAdminText();
  return (
    <section className="admin-order__panel" aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId} className="admin-order__title">
        {t('order.actionsTitle')}
      </h2>
      <div className="admin-order__actions">
        {offeredActions(order).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'cancel' ? 'button button--soft admin-order__action--danger' : 'button button--soft'}
            disabled={pending}
            onClick={() => ask(action)}
          >
            {t(`order.actions.${action}.label`)}
          </button>
        ))}
      </div>
      {question && <OrderActionDialog question={question} onAnswer={answer} onRefund={send} onDismiss={dismiss} />}
      {pending && (
        <p className="admin-order__working" role="status">
          {t('order.working')}
        </p>
      )}
    </section>
  );
}
