import type { InputHTMLAttributes } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PromptDialog } from '../../../../components/ui/prompt-dialog';
import { useAdminText } from '../../i18n/use-admin-text';
import type { OrderQuestion } from '../hooks/use-order-actions';
import { revisionFromAnswer, type OrderActionName, type OrderRevision } from '../order-actions';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;

/** The fields take text as each action needs: a link typed as a link, and the typed "yes" left as typed. */
const FIELD_OF_ACTION: Partial<Record<OrderActionName, FieldProps>> = {
  ship: { type: 'url', inputMode: 'url', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false },
  deliver: { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false },
};

interface OrderActionDialogProps {
  question: OrderQuestion;
  onAnswer: (action: OrderActionName, answer: string) => void;
  onRefund: (revision: OrderRevision) => void;
  onDismiss: () => void;
}

/** The question of an order action in the admin's language; an answer that will not do is told in the dialog. */
export function OrderActionDialog({ question, onAnswer, onRefund, onDismiss }: OrderActionDialogProps) {
  const { t, sayMessage } = useAdminText();
  if (question.step === 'refund')
    return (
      <ConfirmDialog
        title={t('order.actions.cancel.label')}
        message={t('order.confirmRefund')}
        confirmLabel={t('order.refundAndCancel')}
        cancelLabel={t('dialog.back')}
        onConfirm={() => onRefund(question.revision)}
        onCancel={onDismiss}
      />
    );
  const { action } = question;
  return (
    <PromptDialog
      title={t(`order.actions.${action}.label`)}
      label={t(`order.actions.${action}.prompt`)}
      submitLabel={t(`order.actions.${action}.label`)}
      cancelLabel={t('dialog.back')}
      fieldProps={FIELD_OF_ACTION[action]}
      check={(answer) => {
        const outcome = revisionFromAnswer(action, answer);
        return 'problem' in outcome ? sayMessage(outcome.problem) : undefined;
      }}
      onAnswer={(answer) => onAnswer(action, answer)}
      onCancel={onDismiss}
    />
  );
}
