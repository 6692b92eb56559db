import { useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { AdminFormShell, type AdminFormProps } from '../../forms/components/admin-form-shell';
import { YesNoChoice } from '../../forms/components/choice-group';
import { ImageField } from '../../forms/components/image-field';
import { TextAreaField } from '../../forms/components/text-area-field';
import { useUploadForm } from '../../forms/hooks/use-upload-form';
import { useAdminText } from '../../i18n/use-admin-text';
import { productFieldPaths, productImageSlots, type ProductDraft } from '../product-draft';
import { productFormRules } from '../product-form-schema';
import { ExtraPhotoRows } from './extra-photo-rows';
import { SubTypeRows } from './sub-type-rows';

/** The add and the revise product form; revise adds the sale prices and the listed/unlisted choice. */
export function ProductForm({ mode, initialDraft, save, onSaved }: AdminFormProps<ProductDraft>) {
  const { t } = useAdminText();
  const form = useUploadForm({
    rules: productFormRules(mode),
    defaultValues: initialDraft,
    imageSlots: productImageSlots,
    save,
    onSaved,
    uploadFailedMessage: { key: 'form.saveFailed' },
  });
  const { textField, saving } = form;
  const [imgSet, subTypeInfo, listed] = useWatch({ control: form.form.control, name: ['imgSet', 'subTypeInfo', 'listed'] });

  return (
    <AdminFormShell form={form} fieldPaths={productFieldPaths(imgSet.length, subTypeInfo.length)} submitLabel={t('form.save')}>
      <fieldset className="admin-form__section" disabled={saving}>
        <legend className="visually-hidden">{t('product.detailsTitle')}</legend>
        <TextField label={t('product.name')} {...textField('proName')} />
        <TextField label={t('product.category')} {...textField('category')} />
        <TextField label={t('product.ip')} {...textField('ip')} />
        <p className="admin-form__note">{t('product.listNote')}</p>
        <TextAreaField label={t('product.description')} {...textField('description')} />
        <ImageField form={form} path="cover" slot="cover" label={t('product.cover')} />
      </fieldset>
      <ExtraPhotoRows form={form} disabled={saving} />
      <SubTypeRows mode={mode} form={form} disabled={saving} />
      {mode === 'revise' && (
        <fieldset className="admin-form__section" disabled={saving}>
          <YesNoChoice
            legend={t('product.listing')}
            yesLabel={t('product.listed')}
            noLabel={t('product.unlisted')}
            value={listed}
            onChange={(listed) => form.form.setValue('listed', listed)}
          />
        </fieldset>
      )}
      <p className="admin-form__note">{t('form.saveNote')}</p>
    </AdminFormShell>
  );
}
