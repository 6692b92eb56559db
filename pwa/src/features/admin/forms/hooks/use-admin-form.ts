import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { useState, type FormEvent } from 'react';
import type { AdminNotice } from '../../i18n/admin-notice';
import { useUploadThenSave } from '../../uploads/hooks/use-upload-then-save';
import type { ImageDraft } from '../../uploads/image-draft';
import type { FormProblem } from '../form-problems';
import { useFormProblems } from './use-form-problems';

interface AdminFormOptions<Draft> {
  initialDraft: Draft;
  /** The broken rules of a draft; the form is sent only when there are none. */
  problemsOf: (draft: Draft) => FormProblem[];
  imageSlots: (draft: Draft) => Record<string, ImageDraft>;
  withStoredImages: (draft: Draft, urls: Record<string, string>) => Draft;
  /** Sends the draft, its images stored; resolves to the server's success message. */
  save: (draft: Draft) => Promise<AdminNotice>;
  onSaved?: () => void;
  /** Shown when an image upload fails without a message from the server. */
  uploadFailedMessage: AdminMessage;
}

/**
 * The state of an admin form with images: the draft, its broken rules and the upload-then-save
 * submit. Render it with `AdminFormShell`.
 */
export function useAdminForm<Draft>({ initialDraft, problemsOf, ...saving }: AdminFormOptions<Draft>) {
  const [draft, setDraft] = useState(initialDraft);
  const { problems, errors, accept, dismiss, formRef } = useFormProblems();
  const upload = useUploadThenSave({ ...saving, onImagesStored: setDraft });

  /** Applies a change and clears the message of the field it came from. */
  const edit = (field: string, change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    dismiss(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (accept(problemsOf(draft))) void upload.submit(draft);
  };

  return {
    draft,
    setDraft,
    edit,
    problems,
    errors,
    dismiss,
    formRef,
    onSubmit,
    saving: upload.saving,
    uploadStates: upload.uploadStates,
    forgetUpload: upload.forgetUpload,
  };
}

export type AdminFormState<Draft> = ReturnType<typeof useAdminForm<Draft>>;
