import type { ReactNode } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import type { AdminNotice } from '../../i18n/admin-notice';
import { useAdminText } from '../../i18n/use-admin-text';
import type { AdminFormState } from '../hooks/use-admin-form';
import { ErrorSummary } from './error-summary';
import './admin-form.css';

/** What the add and the revise pages give an admin form; revise shows the extra fields. */
export interface AdminFormProps<Draft> {
  mode: 'add' | 'revise';
  initialDraft: Draft;
  /** Sends the draft, its images stored; resolves to the server's success message. */
  save: (draft: Draft) => Promise<AdminNotice>;
  /** After a successful save (the save itself makes the cached reads it changed stale). */
  onSaved?: () => void;
}

interface AdminFormShellProps<Draft> {
  form: AdminFormState<Draft>;
  /** The button's words while idle; it says "Saving…" while the form is sent. */
  submitLabel: string;
  children: ReactNode;
}

/** The frame of every admin form: the error summary above the fields, the submit button below. */
export function AdminFormShell<Draft>({ form, submitLabel, children }: AdminFormShellProps<Draft>) {
  const { t } = useAdminText();
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.onSubmit}>
      <ErrorSummary problems={form.problems} />
      {children}
      <div className="admin-form__actions">
        <BusyButton type="submit" busy={form.saving}>
          {form.saving ? t('form.saving') : submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
