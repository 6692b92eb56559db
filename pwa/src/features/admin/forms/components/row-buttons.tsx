import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Icon } from '../../../../components/ui/icon';
import { useAdminText } from '../../i18n/use-admin-text';
import './admin-form.css';

/** Adds a row (a sub-type, an extra photo) with a plus. */
export function AddRowButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <button type="button" className="button button--soft add-row-button" onClick={onAdd}>
      <Icon name="plus" />
      {label}
    </button>
  );
}

/** Removes a row with an X, once the admin confirms (spec §5: "confirm delete?"). */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useAdminText();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="icon-button remove-row-button" aria-label={label} onClick={() => setConfirming(true)}>
        <Icon name="close" />
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('form.confirmDelete')}
          message={label}
          confirmLabel={t('dialog.delete')}
          cancelLabel={t('dialog.back')}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
