import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { AdminPage } from './admin-page';

/** The user chat's admin page; the chat feature fills it in. */
export function OnlineChatRoute() {
  return <AdminPage title={ADMIN_TEXT.chat.title} />;
}
