import { CANCEL_REASON_MAX_LENGTH } from '@shop/contracts/orders/order-bodies';
import { PromptDialog } from '../../../components/ui/prompt-dialog';
import { ORDER_MESSAGES } from '../order-messages';

/** Asks the shopper why they cancel or return an order; a blank reason gets the spec's "Please provide your reason". */
export function CancelRequestDialog({ onSend, onDismiss }: { onSend: (reason: string) => void; onDismiss: () => void }) {
  return (
    <PromptDialog
      title="Cancle/Return"
      label={ORDER_MESSAGES.reasonPrompt}
      submitLabel={ORDER_MESSAGES.sendRequest}
      cancelLabel={ORDER_MESSAGES.keepOrder}
      fieldProps={{ maxLength: CANCEL_REASON_MAX_LENGTH }}
      check={(reason) => (reason.trim() ? undefined : ORDER_MESSAGES.reasonRequired)}
      onAnswer={onSend}
      onCancel={onDismiss}
    />
  );
}
