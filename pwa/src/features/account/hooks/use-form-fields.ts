import { useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { hasErrors, type FieldErrors } from '../account-rules';

/**
 * The values and messages of a form. Editing a field clears its message; `accept` shows the messages
 * found, moves focus to the first offending field and says whether the form may be sent.
 */
export function useFormFields<Values extends { [Field in keyof Values]: string | boolean }>(initial: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const setValue = <F extends Field>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const accept = (found: FieldErrors<Field>): boolean => {
    flushSync(() => setErrors(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return !hasErrors(found);
  };

  /** Props for a TextField bound to a text value. */
  const textField = (field: Field) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value as Values[Field]),
  });

  return { values, errors, setValue, accept, textField, formRef };
}
