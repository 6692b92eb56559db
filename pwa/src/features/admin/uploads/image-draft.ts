import { STORED_IMAGE_URL_PREFIX } from '@shop/contracts/images';
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

/**
 * The URL an image is checked with before the uploads run: a chosen file will be stored by then, so it checks as
 * a stored image (the contract's body schemas accept only such URLs); an image neither chosen nor stored stays empty.
 */
const CHOSEN_FILE_URL = `${STORED_IMAGE_URL_PREFIX}${'0'.repeat(64)}`;

export function urlToCheck(image: ImageDraft): string {
  return image.file ? CHOSEN_FILE_URL : image.url;
}
