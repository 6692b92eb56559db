import type { AdminMessage } from '@shop/contracts/admin-messages/admin-message';
import { ADMIN_NAMESPACE, type AdminLanguage, type AdminMessageKey } from '@shop/contracts/admin-messages/catalogue';
import type { OrderStatus } from '@shop/contracts/orders/order-status';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { adminI18n } from './admin-i18n';
import type { AdminNotice } from './admin-notice';

type SayMessage = (key: AdminMessageKey, params?: AdminMessage['params']) => string;

/**
 * The back office's texts in the admin's language: `t` for a catalogue key, `say` for a notice (what
 * a rule or the server said), an order status and a date as the admin reads them, and the language with
 * its setter. Re-renders when the language changes.
 */
export function useAdminText() {
  const { t } = useTranslation(ADMIN_NAMESPACE, { i18n: adminI18n });
  const sayMessage = t as unknown as SayMessage;
  const say = (notice: AdminNotice) =>
    'text' in notice
      ? notice.text
      : notice.messages.map((message) => sayMessage(message.key, message.params)).join(t('area.messageSeparator'));
  const language = adminI18n.language as AdminLanguage;
  return {
    t,
    say,
    statusLabel: (status: OrderStatus) => t(`orderStatus.${status}`),
    dateTime: (isoDate: string | null | undefined) => formatDateTime(isoDate, language),
    sayMessage: (message: AdminMessage) => sayMessage(message.key, message.params),
    language,
    setLanguage: (language: AdminLanguage) => void adminI18n.changeLanguage(language),
  };
}
