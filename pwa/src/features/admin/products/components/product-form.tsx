import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../../components/ui/busy-button';
import { TextField } from '../../../../components/ui/text-field';
import { ADMIN_TEXT } from '../../admin-messages';
import { ChoiceGroup } from '../../forms/components/choice-group';
import { ErrorSummary } from '../../forms/components/error-summary';
import { TextAreaField } from '../../forms/components/text-area-field';
import { useFormProblems } from '../../forms/hooks/use-form-problems';
import { ImagePicker } from '../../uploads/components/image-picker';
import { useUploadThenSave } from '../../uploads/hooks/use-upload-then-save';
import { chosenImage } from '../../uploads/image-draft';
import { productImageSlots, withStoredProductImages, type ProductDraft } from '../product-draft';
import { productFormProblems, type ProductFormMode } from '../product-form-rules';
import { ExtraPhotoRows } from './extra-photo-rows';
import { SubTypeRows } from './sub-type-rows';
import '../../forms/components/admin-form.css';

interface ProductFormProps {
  mode: ProductFormMode;
  initialDraft: ProductDraft;
  /** Sends the draft, its images stored; resolves to the server's success message. */
  save: (draft: ProductDraft) => Promise<string>;
  onSaved: () => void;
}

/** The add and the revise product form; revise adds the sale prices and the listed/unlisted choice. */
export function ProductForm({ mode, initialDraft, save, onSaved }: ProductFormProps) {
  const text = ADMIN_TEXT.product;
  const [draft, setDraft] = useState(initialDraft);
  const { problems, errors, accept, dismiss, formRef } = useFormProblems();
  const { submit, saving, uploadStates, forgetUpload } = useUploadThenSave({
    imageSlots: productImageSlots,
    withStoredImages: withStoredProductImages,
    onImagesStored: setDraft,
    save,
    onSaved,
    uploadFailedMessage: ADMIN_TEXT.form.saveFailed,
  });

  const edit = (field: string, change: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    dismiss(field);
  };
  const imageChosen = (slot: string) => {
    forgetUpload(slot);
    dismiss(slot === 'cover' ? slot : `${slot}.image`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (accept(productFormProblems(draft, mode))) void submit(draft);
  };

  return (
    <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary problems={problems} />
      <fieldset className="admin-form__section" disabled={saving}>
        <legend className="visually-hidden">{text.detailsTitle}</legend>
        <TextField label={text.name} value={draft.name} error={errors.name} onChange={(event) => edit('name', { name: event.target.value })} />
        <TextField label={text.category} value={draft.category} onChange={(event) => edit('category', { category: event.target.value })} />
        <TextField label={text.ip} value={draft.ip} onChange={(event) => edit('ip', { ip: event.target.value })} />
        <p className="admin-form__note">{text.listNote}</p>
        <TextAreaField
          label={text.description}
          value={draft.description}
          onChange={(event) => edit('description', { description: event.target.value })}
        />
        <ImagePicker
          label={text.cover}
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
          <ChoiceGroup
            legend={text.listing}
            choices={[
              { value: true, label: text.listed },
              { value: false, label: text.unlisted },
            ]}
            value={draft.listed}
            onChange={(listed) => edit('listed', { listed })}
          />
        </fieldset>
      )}
      <p className="admin-form__note">{ADMIN_TEXT.form.saveNote}</p>
      <div className="admin-form__actions">
        <BusyButton type="submit" busy={saving}>
          {saving ? ADMIN_TEXT.form.saving : ADMIN_TEXT.form.save}
        </BusyButton>
      </div>
    </form>
  );
}
