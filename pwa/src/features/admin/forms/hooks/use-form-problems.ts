import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAdminText } from '../../i18n/use-admin-text';
import { messagesByField, type FormProblem } from '../form-problems';

/**
 * The broken rules of an admin form. `accept` shows those found, moves focus to the first offending
 * field and says whether the form may be sent; editing a field clears its message. `errors` are the
 * fields' messages in the admin's language.
 */
export function useFormProblems() {
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const { sayMessage } = useAdminText();
  const formRef = useRef<HTMLFormElement>(null);

  const accept = (found: FormProblem[]): boolean => {
    flushSync(() => setProblems(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return found.length === 0;
  };

  const dismiss = (field: string) =>
    setProblems((current) =>
      current.some((problem) => problem.field === field) ? current.filter((problem) => problem.field !== field) : current,
    );

  const errors = Object.fromEntries(Object.entries(messagesByField(problems)).map(([field, message]) => [field, sayMessage(message)]));
  return { problems, errors, accept, dismiss, formRef };
}
