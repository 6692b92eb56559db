import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { useState } from 'react';
import type { AdminNotice } from '../../i18n/admin-notice';
import { useAdminToast } from '../../i18n/use-admin-toast';
import { useImageUploads } from '../api/upload-image';
import type { ImageDraft } from '../image-draft';

interface UploadThenSaveOptions<Draft> {
  imageSlots: (draft: Draft) => Record<string, ImageDraft>;
  withStoredImages: (draft: Draft, urls: Record<string, string>) => Draft;
  /** Told the draft once its images are stored, so that a retry after a failed save uploads nothing again. */
  onImagesStored: (draft: Draft) => void;
  /** Sends the draft with its images stored; resolves to the server's success message. */
  save: (draft: Draft) => Promise<AdminNotice>;
  onSaved?: () => void;
  /** Shown when an upload fails without a message from the server. */
  uploadFailedMessage: AdminMessage;
}

/** Spec §8: "entry failed, see console". */
const SAVE_FAILED: AdminMessage = { key: 'form.saveFailed' };

/**
 * Saving an admin form with images: the newly chosen images are uploaded first, then the save call
 * runs (spec §7). A failure is logged and shown as the server's message, else the spec's text (§8).
 */
export function useUploadThenSave<Draft>(options: UploadThenSaveOptions<Draft>) {
  const { toastNotice, toastError } = useAdminToast();
  const { uploadStates, uploadChosen, forgetUpload } = useImageUploads();
  const [saving, setSaving] = useState(false);

  const reportFailure = (error: unknown, fallbackMessage: AdminMessage) => {
    console.error('Admin save failed:', error);
    toastError(error, fallbackMessage);
  };

  const submit = async (draft: Draft) => {
    setSaving(true);
    try {
      let stored: Draft;
      try {
        stored = options.withStoredImages(draft, await uploadChosen(options.imageSlots(draft)));
      } catch (error) {
        return reportFailure(error, options.uploadFailedMessage);
      }
      options.onImagesStored(stored);
      try {
        toastNotice(await options.save(stored), { forNextPage: true });
      } catch (error) {
        return reportFailure(error, SAVE_FAILED);
      }
      options.onSaved?.();
    } finally {
      setSaving(false);
    }
  };

  return { submit, saving, uploadStates, forgetUpload };
}
