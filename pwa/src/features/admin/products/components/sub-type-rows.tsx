import { TextField } from '../../../../components/ui/text-field';
import { AddRowButton, RemoveRowButton } from '../../forms/components/row-buttons';
import type { UploadState } from '../../uploads/api/upload-image';
import { useAdminText } from '../../i18n/use-admin-text';
import { ImagePicker } from '../../uploads/components/image-picker';
import { chosenImage } from '../../uploads/image-draft';
import { newSubTypeDraft, type SubTypeDraft } from '../product-draft';
import type { ProductFormMode } from '../product-form-rules';

interface SubTypeRowsProps {
  mode: ProductFormMode;
  subTypes: SubTypeDraft[];
  disabled: boolean;
  errors: Record<string, string>;
  uploadStates: Record<string, UploadState>;
  onChange: (subTypes: SubTypeDraft[]) => void;
  onFieldEdited: (field: string) => void;
  onImageChosen: (slot: string) => void;
}

const priceInput = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;

/** The sub-type rows: added with a plus, removed with an X; the first row always stays. */
export function SubTypeRows({ mode, subTypes, disabled, errors, uploadStates, onChange, onFieldEdited, onImageChosen }: SubTypeRowsProps) {
  const { t } = useAdminText();
  const update = (key: string, field: keyof SubTypeDraft, change: Partial<SubTypeDraft>) => {
    onChange(subTypes.map((subType) => (subType.key === key ? { ...subType, ...change } : subType)));
    onFieldEdited(`${key}.${field}`);
  };
  const textProps = (subType: SubTypeDraft, field: 'name' | 'price' | 'salePrice' | 'stock') => ({
    value: subType[field],
    error: errors[`${subType.key}.${field}`],
    onChange: (event: { target: { value: string } }) => update(subType.key, field, { [field]: event.target.value }),
  });

  return (
    <fieldset className="admin-form__section" disabled={disabled}>
      <legend className="admin-form__section-title">{t('product.subTypesTitle')}</legend>
      {subTypes.map((subType, index) => (
        <fieldset key={subType.key} className="admin-form__row">
          <legend className="admin-form__row-title">{t('subType.title', { row: index + 1 })}</legend>
          {index > 0 && (
            <RemoveRowButton
              label={t('subType.remove', { row: index + 1 })}
              onRemove={() => onChange(subTypes.filter((row) => row.key !== subType.key))}
            />
          )}
          <TextField label={t('subType.name')} {...textProps(subType, 'name')} />
          <div className="admin-form__numbers">
            <TextField label={t('subType.unitPrice')} {...priceInput} {...textProps(subType, 'price')} />
            {mode === 'revise' && <TextField label={t('subType.salePrice')} {...priceInput} {...textProps(subType, 'salePrice')} />}
            <TextField label={t('subType.stock')} type="number" min={0} step={1} inputMode="numeric" {...textProps(subType, 'stock')} />
          </div>
          <ImagePicker
            label={t('subType.image', { row: index + 1 })}
            image={subType.image}
            uploadState={uploadStates[subType.key]}
            error={errors[`${subType.key}.image`]}
            onChoose={(file) => {
              onChange(subTypes.map((row) => (row.key === subType.key ? { ...row, image: chosenImage(file) } : row)));
              onImageChosen(subType.key);
            }}
          />
        </fieldset>
      ))}
      <AddRowButton label={t('product.addSubType')} onAdd={() => onChange([...subTypes, newSubTypeDraft()])} />
    </fieldset>
  );
}
