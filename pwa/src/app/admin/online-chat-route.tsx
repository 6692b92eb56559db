import { useAdminChatText } from './use-admin-chat-text';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminChat } from '../../features/chat/components/admin-chat';
import { ChatTextProvider } from '../../features/chat/chat-text-context';
import { AdminPage } from './admin-page';

/** The user chat's admin page: shoppers' conversations, live, in the admin's language. */
export function OnlineChatRoute() {
  const { t } = useAdminText();
  return (
    <AdminPage title={t('chat.title')}>
      <ChatTextProvider value={useAdminChatText()}>
        <AdminChat />
      </ChatTextProvider>
    </AdminPage>
  );
}
