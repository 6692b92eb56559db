import { useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { AdminFormShell, type AdminFormProps } from '../../forms/components/admin-form-shell';
import { YesNoChoice } from '../../forms/components/choice-group';
import { ImageField } from '../../forms/components/image-field';
import { TextAreaField } from '../../forms/components/text-area-field';
import { useUploadForm } from '../../forms/hooks/use-upload-form';
import { useAdminText } from '../../i18n/use-admin-text';
import { BOARD_FIELD_PATHS, boardImageSlots, type BoardDraft } from '../board-draft';
import { boardFormRules } from '../board-form-schema';

/** The add and the revise welcome board form; revise adds the show / do-not-show choice. */
export function BoardForm({ mode, initialDraft, save, onSaved }: AdminFormProps<BoardDraft>) {
  const { t } = useAdminText();
  const form = useUploadForm({
    rules: boardFormRules(mode),
    defaultValues: initialDraft,
    imageSlots: boardImageSlots,
    save,
    onSaved,
    uploadFailedMessage: { key: 'upload.coverUploadFailed' },
  });
  const { textField, saving } = form;
  const shown = useWatch({ control: form.form.control, name: 'shown' });

  return (
    <AdminFormShell form={form} fieldPaths={BOARD_FIELD_PATHS} submitLabel={t('form.submit')}>
      <fieldset className="admin-form__section" disabled={saving}>
        <legend className="visually-hidden">{mode === 'add' ? t('board.addTitle') : t('board.reviseTitle')}</legend>
        <TextField label={t('board.title')} {...textField('title')} />
        <TextField label={t('board.subTitle')} {...textField('subTitle')} />
        <TextAreaField label={t('board.description')} {...textField('description')} />
        <ImageField form={form} path="cover" slot="cover" shape="banner" label={t('board.cover')} />
        {mode === 'revise' && (
          <YesNoChoice
            legend={t('board.display')}
            yesLabel={t('board.show')}
            noLabel={t('board.doNotShow')}
            value={shown}
            onChange={(choice) => form.form.setValue('shown', choice)}
          />
        )}
      </fieldset>
    </AdminFormShell>
  );
}
