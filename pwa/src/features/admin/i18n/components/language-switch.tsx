import { ADMIN_LANGUAGES } from '@shop/contracts/admin-messages/catalogue';
import { useAdminText } from '../use-admin-text';
import './language-switch.css';

/** The back office's Chinese / English switch; the choice is kept on this device. */
export function LanguageSwitch() {
  const { t, language, setLanguage } = useAdminText();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {ADMIN_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
