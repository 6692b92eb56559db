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
import { boardImageSlots, withStoredBoardImages, type BoardDraft } from '../board-draft';
import { boardFormProblems } from '../board-form-rules';
import '../../forms/components/admin-form.css';

interface BoardFormProps {
  mode: 'add' | 'revise';
  initialDraft: BoardDraft;
  /** Sends the draft, its cover stored; resolves to the server's success message. */
  save: (draft: BoardDraft) => Promise<string>;
  onSaved: () => void;
}

/** The add and the revise welcome board form; revise adds the show / do-not-show choice. */
export function BoardForm({ mode, initialDraft, save, onSaved }: BoardFormProps) {
  const text = ADMIN_TEXT.board;
  const [draft, setDraft] = useState(initialDraft);
  const { problems, errors, accept, dismiss, formRef } = useFormProblems();
  const { submit, saving, uploadStates, forgetUpload } = useUploadThenSave({
    imageSlots: boardImageSlots,
    withStoredImages: withStoredBoardImages,
    onImagesStored: setDraft,
    save,
    onSaved,
    uploadFailedMessage: ADMIN_TEXT.upload.coverUploadFailed,
  });

  const edit = (field: keyof BoardDraft, change: Partial<BoardDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    dismiss(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (accept(boardFormProblems(draft))) void submit(draft);
  };

  return (
    <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary problems={problems} />
      <fieldset className="admin-form__section" disabled={saving}>
        <legend className="visually-hidden">{mode === 'add' ? text.addTitle : text.reviseTitle}</legend>
        <TextField label={text.title} value={draft.title} error={errors.title} onChange={(event) => edit('title', { title: event.target.value })} />
        <TextField label={text.subTitle} value={draft.subTitle} onChange={(event) => edit('subTitle', { subTitle: event.target.value })} />
        <TextAreaField
          label={text.description}
          value={draft.description}
          error={errors.description}
          onChange={(event) => edit('description', { description: event.target.value })}
        />
        <ImagePicker
          label={text.cover}
          image={draft.cover}
          uploadState={uploadStates.cover}
          error={errors.cover}
          onChoose={(file) => {
            edit('cover', { cover: chosenImage(file) });
            forgetUpload('cover');
          }}
        />
        {mode === 'revise' && (
          <ChoiceGroup
            legend={text.display}
            choices={[
              { value: true, label: text.show },
              { value: false, label: text.doNotShow },
            ]}
            value={draft.shown}
            onChange={(shown) => edit('shown', { shown })}
          />
        )}
      </fieldset>
      <div className="admin-form__actions">
        <BusyButton type="submit" busy={saving}>
          {saving ? ADMIN_TEXT.form.saving : ADMIN_TEXT.form.submit}
        </BusyButton>
      </div>
    </form>
  );
}
