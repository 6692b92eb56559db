import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { AdminChat } from '../../features/chat/components/admin-chat';
import { AdminPage } from './admin-page';

/** The user chat's admin page: shoppers' conversations, live. */
export function OnlineChatRoute() {
  return (
    <AdminPage title={ADMIN_TEXT.chat.title}>
      <AdminChat />
    </AdminPage>
  );
}
