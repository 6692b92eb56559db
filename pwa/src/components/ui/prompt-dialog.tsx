import { useState, type InputHTMLAttributes, type SubmitEvent } from 'react';
import { Dialog, DialogButtons } from './dialog';
import { TextField } from './text-field';

export interface PromptTexts {
  title: string;
  /** The field's label: what to type. */
  label: string;
  submitLabel: string;
  cancelLabel: string;
}

interface PromptDialogProps extends PromptTexts {
  /** What is wrong with an answer (shown under the field, the dialog stays open), or nothing when it will do. */
  check: (answer: string) => string | undefined;
  onAnswer: (answer: string) => void;
  onCancel: () => void;
  /** How the field takes text: autoCapitalize, type, maxLength… */
  fieldProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>;
}

/** A styled window.prompt: one labelled field, the answer checked before it is given. */
export function PromptDialog({ title, label, submitLabel, cancelLabel, check, onAnswer, onCancel, fieldProps }: PromptDialogProps) {
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Rendered where the question was asked, maybe inside another form's React tree.
    event.stopPropagation();
    const found = check(answer);
    if (found) setProblem(found);
    else onAnswer(answer);
  };
  return (
    <Dialog title={title} onCancel={onCancel}>
      <form className="dialog__form" noValidate onSubmit={submit}>
        <TextField
          autoComplete="off"
          {...fieldProps}
          label={label}
          value={answer}
          error={problem}
          onChange={(event) => {
            setAnswer(event.target.value);
            setProblem(undefined);
          }}
        />
        <DialogButtons>
          <button type="button" className="button button--soft" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
