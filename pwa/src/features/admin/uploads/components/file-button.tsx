import { useState, type Ref } from 'react';
import { useAdminText } from '../../i18n/use-admin-text';
import './file-button.css';

interface FileButtonProps {
  /** The id of the file input, which the field's own <label> names too. */
  id: string;
  accept: string;
  onChoose: (file: File) => void;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * A file input in the admin's language: the browser's own button and "No file chosen" speak the browser's
 * language, so the input is visually hidden (still focused and opened by keyboard) behind a label of ours
 * that looks like a button, beside the chosen file's name.
 */
export function FileButton({ id, accept, onChoose, inputRef, describedBy, invalid }: FileButtonProps) {
  const { t } = useAdminText();
  const [fileName, setFileName] = useState<string>();
  const nameId = `${id}-file-name`;
  return (
    <span className="file-button">
      <input
        ref={inputRef}
        id={id}
        className="visually-hidden file-button__input"
        type="file"
        accept={accept}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setFileName(file.name);
          onChoose(file);
        }}
      />
      <label htmlFor={id} className="file-button__face">
        {t('upload.chooseFile')}
      </label>
      <span id={nameId} className="file-button__name">
        {fileName ?? t('upload.noFileChosen')}
      </span>
    </span>
  );
}
