import { useEffect, useId, useState, type Ref } from 'react';
import { FieldError } from '../../../../components/ui/field-error';
import { useAdminText } from '../../i18n/use-admin-text';
import type { UploadState } from '../api/upload-image';
import { FileButton } from './file-button';
import { hasImage, type ImageDraft } from '../image-draft';
import '../../../../components/ui/busy-button.css';
import './image-picker.css';

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

interface ImagePickerProps {
  label: string;
  image: ImageDraft;
  onChoose: (file: File) => void;
  uploadState?: UploadState;
  error?: string;
  /** A welcome board's banner previews wide (16:9, as the carousel shows it); everything else square. */
  shape?: 'square' | 'banner';
  /** The file input, for the form to focus it when its image is missing. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Every image field of the back office (covers, extra photos, sub-type images): pick, preview, upload state. */
export function ImagePicker({ label, image, onChoose, uploadState, error, shape = 'square', inputRef }: ImagePickerProps) {
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const previewUrl = usePreviewUrl(image);
  const { t } = useAdminText();

  return (
    <div className={['image-picker', `image-picker--${shape}`, error && 'image-picker--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="image-picker__body">
        <div className="image-picker__preview">
          {previewUrl ? (
            <img src={previewUrl} alt={t('upload.preview', { label })} />
          ) : (
            <span className="image-picker__empty">{t('upload.noImage')}</span>
          )}
        </div>
        <div className="image-picker__controls">
          <FileButton
            id={inputId}
            accept={ACCEPTED_TYPES}
            onChoose={onChoose}
            inputRef={inputRef}
            invalid={Boolean(error)}
            describedBy={[uploadState && statusId, error && errorId].filter(Boolean).join(' ') || undefined}
          />
          <p id={statusId} className={`image-picker__status image-picker__status--${uploadState ?? 'idle'}`} role="status">
            {uploadState === 'uploading' && <span className="spinner" aria-hidden="true" />}
            {uploadState && t(`upload.${uploadState}`)}
          </p>
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The chosen file as an object URL while it is chosen, else the stored image's URL. */
function usePreviewUrl(image: ImageDraft): string {
  const [objectUrl, setObjectUrl] = useState('');
  useEffect(() => {
    if (!image.file) return;
    const url = URL.createObjectURL(image.file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is a browser resource this effect creates and its cleanup revokes; made while rendering, StrictMode's remount would keep a revoked one
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image.file]);
  if (!hasImage(image)) return '';
  return image.file ? objectUrl : image.url;
}
