import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { messagesByField, type FormProblem } from '../form-problems';

/**
 * The broken rules of an admin form. `accept` shows those found, moves focus to the first offending
 * field and says whether the form may be sent; editing a field clears its message.
 */
export function useFormProblems() {
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  const accept = (found: FormProblem[]): boolean => {
    flushSync(() => setProblems(found));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return found.length === 0;
  };

  const dismiss = (field: string) =>
    setProblems((current) => (current.some((problem) => problem.field === field) ? current.filter((problem) => problem.field !== field) : current));

  return { problems, errors: messagesByField(problems), accept, dismiss, formRef };
}
