import { ADMIN_TEXT } from '../../admin-messages';
import type { FormProblem } from '../form-problems';
import './admin-form.css';

/** Every broken rule of the last save attempt, announced at once; each field also shows its own. */
export function ErrorSummary({ problems }: { problems: FormProblem[] }) {
  return (
    <div className="error-summary" role="alert">
      {problems.length > 0 && (
        <>
          <p className="error-summary__title">{ADMIN_TEXT.form.problemsTitle}</p>
          <ul className="error-summary__list">
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
