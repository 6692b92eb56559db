import { Dialog, DialogButtons } from './dialog';

interface ConfirmDialogProps {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A styled window.confirm: the question, Cancel (focused first, the safe choice) and the confirming button. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} description={message} onCancel={onCancel}>
      <DialogButtons>
        <button type="button" className="button button--soft" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </DialogButtons>
    </Dialog>
  );
}
