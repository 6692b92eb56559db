import { useCallback, useState } from 'react';
import { imageUploadResponseSchema } from '@shop/contracts/uploads/image-upload';
import { apiPostForm } from '../../../../lib/api-client';
import type { ImageDraft } from '../image-draft';

/** The multipart field the upload endpoint reads (spec §7). */
const UPLOAD_FIELD = 'smfile';

export type UploadState = 'uploading' | 'uploaded' | 'failed';

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const body = await apiPostForm('/external/proxy/image', form, imageUploadResponseSchema);
  return body.url;
}

/**
 * Uploads the newly chosen images of a form, keyed by slot (e.g. "cover"), all at once, and tracks
 * each slot's state for its picker. Resolves to every slot's stored URL; when an upload fails it
 * rejects with that failure once all have settled.
 */
export function useImageUploads() {
  const [uploadStates, setUploadStates] = useState<Record<string, UploadState>>({});

  const setState = (slot: string, state: UploadState | undefined) =>
    setUploadStates(({ [slot]: _previous, ...others }) => (state ? { ...others, [slot]: state } : others));

  const uploadChosen = useCallback(async (slots: Record<string, ImageDraft>): Promise<Record<string, string>> => {
    const results = await Promise.allSettled(
      Object.entries(slots).map(async ([slot, image]): Promise<[string, string]> => {
        if (!image.file) return [slot, image.url];
        setState(slot, 'uploading');
        try {
          const url = await uploadImage(image.file);
          setState(slot, 'uploaded');
          return [slot, url];
        } catch (error) {
          setState(slot, 'failed');
          throw error;
        }
      }),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return Object.fromEntries(results.map((result) => (result as PromiseFulfilledResult<[string, string]>).value));
  }, []);

  /** A slot whose image was changed no longer shows how its previous image's upload went. */
  const forgetUpload = useCallback((slot: string) => setState(slot, undefined), []);

  return { uploadStates, uploadChosen, forgetUpload };
}
