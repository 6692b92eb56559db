import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminChat } from '../../features/chat/components/admin-chat';
import { AdminPage } from './admin-page';

/** The user chat's admin page: shoppers' conversations, live. */
export function OnlineChatRoute() {
  const { t } = useAdminText();
  return (
    <AdminPage title={t('chat.title')}>
      <AdminChat />
    </AdminPage>
  );
}
