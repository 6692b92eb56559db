import { TextField } from '../../../../components/ui/text-field';
import { AdminFormShell, type AdminFormProps } from '../../forms/components/admin-form-shell';
import { YesNoChoice } from '../../forms/components/choice-group';
import { TextAreaField } from '../../forms/components/text-area-field';
import { useAdminForm } from '../../forms/hooks/use-admin-form';
import { useAdminText } from '../../i18n/use-admin-text';
import { ImagePicker } from '../../uploads/components/image-picker';
import { chosenImage } from '../../uploads/image-draft';
import { productImageSlots, withStoredProductImages, type ProductDraft } from '../product-draft';
import { productFormProblems } from '../product-form-rules';
import { ExtraPhotoRows } from './extra-photo-rows';
import { SubTypeRows } from './sub-type-rows';

/** The add and the revise product form; revise adds the sale prices and the listed/unlisted choice. */
export function ProductForm({ mode, initialDraft, save, onSaved }: AdminFormProps<ProductDraft>) {
  const { t } = useAdminText();
  const form = useAdminForm({
    initialDraft,
    problemsOf: (draft: ProductDraft) => productFormProblems(draft, mode),
    imageSlots: productImageSlots,
    withStoredImages: withStoredProductImages,
    save,
    onSaved,
    uploadFailedMessage: { key: 'form.saveFailed' },
  });
  const { draft, setDraft, edit, errors, dismiss, saving, uploadStates, forgetUpload } = form;

  const imageChosen = (slot: string) => {
    forgetUpload(slot);
    dismiss(slot === 'cover' ? slot : `${slot}.image`);
  };

  return (
    <AdminFormShell form={form} submitLabel={t('form.save')}>
      <fieldset className="admin-form__section" disabled={saving}>
        <legend className="visually-hidden">{t('product.detailsTitle')}</legend>
        <TextField
          label={t('product.name')}
          value={draft.name}
          error={errors.name}
          onChange={(event) => edit('name', { name: event.target.value })}
        />
        <TextField
          label={t('product.category')}
          value={draft.category}
          onChange={(event) => edit('category', { category: event.target.value })}
        />
        <TextField label={t('product.ip')} value={draft.ip} onChange={(event) => edit('ip', { ip: event.target.value })} />
        <p className="admin-form__note">{t('product.listNote')}</p>
        <TextAreaField
          label={t('product.description')}
          value={draft.description}
          onChange={(event) => edit('description', { description: event.target.value })}
        />
        <ImagePicker
          label={t('product.cover')}
          image={draft.cover}
          uploadState={uploadStates.cover}
          error={errors.cover}
          onChoose={(file) => {
            setDraft((current) => ({ ...current, cover: chosenImage(file) }));
            imageChosen('cover');
          }}
        />
      </fieldset>
      <ExtraPhotoRows
        photos={draft.photos}
        disabled={saving}
        errors={errors}
        uploadStates={uploadStates}
        onChange={(photos) => setDraft((current) => ({ ...current, photos }))}
        onFieldEdited={dismiss}
        onImageChosen={imageChosen}
      />
      <SubTypeRows
        mode={mode}
        subTypes={draft.subTypes}
        disabled={saving}
        errors={errors}
        uploadStates={uploadStates}
        onChange={(subTypes) => setDraft((current) => ({ ...current, subTypes }))}
        onFieldEdited={dismiss}
        onImageChosen={imageChosen}
      />
      {mode === 'revise' && (
        <fieldset className="admin-form__section" disabled={saving}>
          <YesNoChoice
            legend={t('product.listing')}
            yesLabel={t('product.listed')}
            noLabel={t('product.unlisted')}
            value={draft.listed}
            onChange={(listed) => edit('listed', { listed })}
          />
        </fieldset>
      )}
      <p className="admin-form__note">{t('form.saveNote')}</p>
    </AdminFormShell>
  );
}
