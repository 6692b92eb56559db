import { useAdminText } from '../../i18n/use-admin-text';
import './admin-form.css';

/** Every broken rule of the last save attempt, announced at once, in the page's order; each field also shows its own. */
export function ErrorSummary({ problems }: { problems: { path: string; message: string }[] }) {
  const { t } = useAdminText();
  return (
    <div className="error-summary" role="alert">
      {problems.length > 0 && (
        <>
          <p className="error-summary__title">{t('form.problemsTitle')}</p>
          <ul className="error-summary__list">
            {problems.map(({ path, message }) => (
              <li key={path}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
