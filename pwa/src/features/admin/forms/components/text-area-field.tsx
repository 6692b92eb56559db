import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError } from '../../../../components/ui/field-error';
import '../../../../components/ui/text-field.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The multi-line sibling of components/ui TextField, with the same look and error wiring. */
export function TextAreaField({ label, error, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <textarea
          rows={5}
          {...textAreaProps}
          id={id}
          className="field__input field__input--multiline"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
