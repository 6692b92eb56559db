import { useAdminText } from '../../i18n/use-admin-text';
import type { FormProblem } from '../form-problems';
import './admin-form.css';

/** Every broken rule of the last save attempt, announced at once; each field also shows its own. */
export function ErrorSummary({ problems }: { problems: FormProblem[] }) {
  const { t, sayMessage } = useAdminText();
  return (
    <div className="error-summary" role="alert">
      {problems.length > 0 && (
        <>
          <p className="error-summary__title">{t('form.problemsTitle')}</p>
          <ul className="error-summary__list">
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.message.key}`}>{sayMessage(problem.message)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
