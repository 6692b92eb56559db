import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { ImageField } from '../../forms/components/image-field';
import { AddRowButton, RemoveRowButton } from '../../forms/components/row-buttons';
import type { UploadForm } from '../../forms/hooks/use-upload-form';
import { useAdminText } from '../../i18n/use-admin-text';
import { newPhotoDraft, type ProductDraft } from '../product-draft';

interface ExtraPhotoRowsProps {
  form: UploadForm<ProductDraft>;
  disabled: boolean;
}

/** The extra gallery photos: added with a plus, removed with an X. */
export function ExtraPhotoRows({ form, disabled }: ExtraPhotoRowsProps) {
  const { t } = useAdminText();
  const { fields, append, remove } = useFieldArray({ control: form.form.control, name: 'imgSet' });

  return (
    <fieldset className="admin-form__section" disabled={disabled}>
      <legend className="admin-form__section-title">{t('product.photosTitle')}</legend>
      {fields.map((photo, index) => (
        <fieldset key={photo.id} className="admin-form__row">
          <legend className="admin-form__row-title">{t('photo.title', { row: index + 1 })}</legend>
          <RemoveRowButton label={t('photo.remove', { row: index + 1 })} onRemove={() => remove(index)} />
          <ImageField form={form} path={`imgSet.${index}.Img`} slot={photo.key} label={t('photo.image', { row: index + 1 })} />
          <TextField label={t('photo.name', { row: index + 1 })} {...form.textField(`imgSet.${index}.Name`)} />
        </fieldset>
      ))}
      <AddRowButton label={t('product.addPhoto')} onAdd={() => append(newPhotoDraft())} />
    </fieldset>
  );
}
