/**
 * An image of an admin form: the URL of the stored image, or a file the admin chose for it, which is
 * uploaded when the form is saved (spec §7: uploads run before the save call).
 */
export interface ImageDraft {
  url: string;
  file: File | null;
}

export const NO_IMAGE: ImageDraft = { url: '', file: null };

export function storedImage(url: string): ImageDraft {
  return { url, file: null };
}

export function chosenImage(file: File): ImageDraft {
  return { url: '', file };
}

export function hasImage(image: ImageDraft): boolean {
  return image.file !== null || image.url !== '';
}
