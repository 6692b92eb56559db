import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { ADMIN_NAMESPACE, type AdminLanguage, type AdminMessageKey } from '@shop/contracts/admin-messages/catalogue';
import { useTranslation } from 'react-i18next';
import { adminI18n } from './admin-i18n';
import type { AdminNotice } from './admin-notice';

type SayMessage = (key: AdminMessageKey, params?: AdminMessage['params']) => string;

/**
 * The back office's texts in the admin's language: `t` for a catalogue key, `say` for a notice (what
 * a rule or the server said), and the language with its setter. Re-renders when the language changes.
 */
export function useAdminText() {
  const { t } = useTranslation(ADMIN_NAMESPACE, { i18n: adminI18n });
  const sayMessage = t as unknown as SayMessage;
  const say = (notice: AdminNotice) =>
    'text' in notice
      ? notice.text
      : notice.messages.map((message) => sayMessage(message.key, message.params)).join(t('area.messageSeparator'));
  return {
    t,
    say,
    sayMessage: (message: AdminMessage) => sayMessage(message.key, message.params),
    language: adminI18n.language as AdminLanguage,
    setLanguage: (language: AdminLanguage) => void adminI18n.changeLanguage(language),
  };
}
