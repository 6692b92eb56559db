import { TextField } from '../../../../components/ui/text-field';
import { AdminFormShell, type AdminFormProps } from '../../forms/components/admin-form-shell';
import { YesNoChoice } from '../../forms/components/choice-group';
import { TextAreaField } from '../../forms/components/text-area-field';
import { useAdminForm } from '../../forms/hooks/use-admin-form';
import { useAdminText } from '../../i18n/use-admin-text';
import { ImagePicker } from '../../uploads/components/image-picker';
import { chosenImage } from '../../uploads/image-draft';
import { boardImageSlots, withStoredBoardImages, type BoardDraft } from '../board-draft';
import { boardFormProblems } from '../board-form-rules';

/** The add and the revise welcome board form; revise adds the show / do-not-show choice. */
export function BoardForm({ mode, initialDraft, save, onSaved }: AdminFormProps<BoardDraft>) {
  const { t } = useAdminText();
  const form = useAdminForm({
    initialDraft,
    problemsOf: boardFormProblems,
    imageSlots: boardImageSlots,
    withStoredImages: withStoredBoardImages,
    save,
    onSaved,
    uploadFailedMessage: { key: 'upload.coverUploadFailed' },
  });
  const { draft, edit, errors, saving, uploadStates, forgetUpload } = form;

  return (
    <AdminFormShell form={form} submitLabel={t('form.submit')}>
      <fieldset className="admin-form__section" disabled={saving}>
        <legend className="visually-hidden">{mode === 'add' ? t('board.addTitle') : t('board.reviseTitle')}</legend>
        <TextField
          label={t('board.title')}
          value={draft.title}
          error={errors.title}
          onChange={(event) => edit('title', { title: event.target.value })}
        />
        <TextField
          label={t('board.subTitle')}
          value={draft.subTitle}
          onChange={(event) => edit('subTitle', { subTitle: event.target.value })}
        />
        <TextAreaField
          label={t('board.description')}
          value={draft.description}
          error={errors.description}
          onChange={(event) => edit('description', { description: event.target.value })}
        />
        <ImagePicker
          label={t('board.cover')}
          shape="banner"
          image={draft.cover}
          uploadState={uploadStates.cover}
          error={errors.cover}
          onChoose={(file) => {
            edit('cover', { cover: chosenImage(file) });
            forgetUpload('cover');
          }}
        />
        {mode === 'revise' && (
          <YesNoChoice
            legend={t('board.display')}
            yesLabel={t('board.show')}
            noLabel={t('board.doNotShow')}
            value={draft.shown}
            onChange={(shown) => edit('shown', { shown })}
          />
        )}
      </fieldset>
    </AdminFormShell>
  );
}
