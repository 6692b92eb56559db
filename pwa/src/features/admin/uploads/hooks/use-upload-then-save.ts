import { useState } from 'react';
import { useToast } from '../../../../components/ui/use-toast';
import { ApiError } from '../../../../lib/api-client';
import { ADMIN_TEXT } from '../../admin-messages';
import { useImageUploads } from '../api/upload-image';
import type { ImageDraft } from '../image-draft';

interface UploadThenSaveOptions<Draft> {
  imageSlots: (draft: Draft) => Record<string, ImageDraft>;
  withStoredImages: (draft: Draft, urls: Record<string, string>) => Draft;
  /** Told the draft once its images are stored, so that a retry after a failed save uploads nothing again. */
  onImagesStored: (draft: Draft) => void;
  /** Sends the draft with its images stored; resolves to the server's success message. */
  save: (draft: Draft) => Promise<string>;
  onSaved: () => void;
  /** Shown when an upload fails without a message from the server. */
  uploadFailedMessage: string;
}

/**
 * Saving an admin form with images: the newly chosen images are uploaded first, then the save call
 * runs (spec §7). A failure is logged and shown as the server's message, else the spec's text (§8).
 */
export function useUploadThenSave<Draft>(options: UploadThenSaveOptions<Draft>) {
  const { showToast } = useToast();
  const { uploadStates, uploadChosen, forgetUpload } = useImageUploads();
  const [saving, setSaving] = useState(false);

  const reportFailure = (error: unknown, fallbackMessage: string) => {
    console.error('Admin save failed:', error);
    showToast((error instanceof ApiError && error.serverMessage) || fallbackMessage);
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
        showToast(await options.save(stored), { forNextPage: true });
      } catch (error) {
        return reportFailure(error, ADMIN_TEXT.form.saveFailed);
      }
      options.onSaved();
    } finally {
      setSaving(false);
    }
  };

  return { submit, saving, uploadStates, forgetUpload };
}
