import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { ImageField } from '../../forms/components/image-field';
import { AddRowButton, RemoveRowButton } from '../../forms/components/row-buttons';
import type { UploadForm } from '../../forms/hooks/use-upload-form';
import { useAdminText } from '../../i18n/use-admin-text';
import { newSubTypeDraft, type ProductDraft } from '../product-draft';
import type { ProductFormMode } from '../product-form-schema';

interface SubTypeRowsProps {
  mode: ProductFormMode;
  form: UploadForm<ProductDraft>;
  disabled: boolean;
}

const priceInput = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;

/** The sub-type rows: added with a plus, removed with an X; the first row always stays. */
export function SubTypeRows({ mode, form, disabled }: SubTypeRowsProps) {
  const { t } = useAdminText();
  const { fields, append, remove } = useFieldArray({ control: form.form.control, name: 'subTypeInfo' });
  const { textField } = form;

  return (
    <fieldset className="admin-form__section" disabled={disabled}>
      <legend className="admin-form__section-title">{t('product.subTypesTitle')}</legend>
      {fields.map((subType, index) => (
        <fieldset key={subType.id} className="admin-form__row">
          <legend className="admin-form__row-title">{t('subType.title', { row: index + 1 })}</legend>
          {index > 0 && <RemoveRowButton label={t('subType.remove', { row: index + 1 })} onRemove={() => remove(index)} />}
          <TextField label={t('subType.name')} {...textField(`subTypeInfo.${index}.Name`)} />
          <div className="admin-form__numbers">
            <TextField label={t('subType.unitPrice')} {...priceInput} {...textField(`subTypeInfo.${index}.Price`)} />
            {mode === 'revise' && (
              <TextField label={t('subType.salePrice')} {...priceInput} {...textField(`subTypeInfo.${index}.SalePrice`)} />
            )}
            <TextField
              label={t('subType.stock')}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...textField(`subTypeInfo.${index}.LeftNum`)}
            />
          </div>
          <ImageField form={form} path={`subTypeInfo.${index}.Img`} slot={subType.key} label={t('subType.image', { row: index + 1 })} />
        </fieldset>
      ))}
      <AddRowButton label={t('product.addSubType')} onAdd={() => append(newSubTypeDraft())} />
    </fieldset>
  );
}
