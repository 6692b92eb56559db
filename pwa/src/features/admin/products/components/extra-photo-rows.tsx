import { TextField } from '../../../../components/ui/text-field';
import { AddRowButton, RemoveRowButton } from '../../forms/components/row-buttons';
import type { UploadState } from '../../uploads/api/upload-image';
import { useAdminText } from '../../i18n/use-admin-text';
import { ImagePicker } from '../../uploads/components/image-picker';
import { chosenImage } from '../../uploads/image-draft';
import { newPhotoDraft, type PhotoDraft } from '../product-draft';

interface ExtraPhotoRowsProps {
  photos: PhotoDraft[];
  disabled: boolean;
  errors: Record<string, string>;
  uploadStates: Record<string, UploadState>;
  onChange: (photos: PhotoDraft[]) => void;
  onFieldEdited: (field: string) => void;
  onImageChosen: (slot: string) => void;
}

/** The extra gallery photos: added with a plus, removed with an X. */
export function ExtraPhotoRows({ photos, disabled, errors, uploadStates, onChange, onFieldEdited, onImageChosen }: ExtraPhotoRowsProps) {
  const { t } = useAdminText();
  const replace = (key: string, change: Partial<PhotoDraft>) =>
    onChange(photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  return (
    <fieldset className="admin-form__section" disabled={disabled}>
      <legend className="admin-form__section-title">{t('product.photosTitle')}</legend>
      {photos.map((photo, index) => (
        <fieldset key={photo.key} className="admin-form__row">
          <legend className="admin-form__row-title">{t('photo.title', { row: index + 1 })}</legend>
          <RemoveRowButton
            label={t('photo.remove', { row: index + 1 })}
            onRemove={() => onChange(photos.filter((row) => row.key !== photo.key))}
          />
          <ImagePicker
            label={t('photo.image', { row: index + 1 })}
            image={photo.image}
            uploadState={uploadStates[photo.key]}
            error={errors[`${photo.key}.image`]}
            onChoose={(file) => {
              replace(photo.key, { image: chosenImage(file) });
              onImageChosen(photo.key);
            }}
          />
          <TextField
            label={t('photo.name', { row: index + 1 })}
            value={photo.name}
            onChange={(event) => {
              replace(photo.key, { name: event.target.value });
              onFieldEdited(`${photo.key}.name`);
            }}
          />
        </fieldset>
      ))}
      <AddRowButton label={t('product.addPhoto')} onAdd={() => onChange([...photos, newPhotoDraft()])} />
    </fieldset>
  );
}
