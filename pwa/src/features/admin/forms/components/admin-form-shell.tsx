import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BusyButton } from '../../../../components/ui/busy-button';
import type { AdminNotice } from '../../i18n/admin-notice';
import { useAdminText } from '../../i18n/use-admin-text';
import type { UploadForm } from '../hooks/use-upload-form';
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

interface AdminFormShellProps<Draft extends FieldValues> {
  form: UploadForm<Draft>;
  /** The fields that may hold a message, in the page's order, for the error summary. */
  fieldPaths: string[];
  /** The button's words while idle; it says "Saving…" while the form is sent. */
  submitLabel: string;
  children: ReactNode;
}

/** The frame of every admin form: the error summary above the fields, the submit button below. */
export function AdminFormShell<Draft extends FieldValues>({ form, fieldPaths, submitLabel, children }: AdminFormShellProps<Draft>) {
  const { t } = useAdminText();
  const problems = fieldPaths.flatMap((path) => {
    const message = form.messageOf(path);
    return message === undefined ? [] : [{ path, message }];
  });
  return (
    <form className="admin-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      <ErrorSummary problems={problems} />
      {children}
      <div className="admin-form__actions">
        <BusyButton type="submit" busy={form.saving}>
          {form.saving ? t('form.saving') : submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
