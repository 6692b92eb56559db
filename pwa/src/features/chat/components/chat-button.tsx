import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useStoredEmail } from '../../../offline/use-stored-email';
import { CHAT_BUTTON_TEXT } from '../chat-button-text';
import { useChatUnread } from '../hooks/use-chat-unread';
import './chat-button.css';

// The panel brings the socket client: loaded when the shopper first opens the chat.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/** The floating chat button of a logged-in shopper, with the count of the shop's unread replies. */
export function ChatButton() {
  const email = useStoredEmail();
  const [open, setOpen] = useState(false);
  const unread = useChatUnread(email);

  if (!email) return null;
  return (
    <>
      <button
        type="button"
        className="chat-button"
        aria-label={unread > 0 ? CHAT_BUTTON_TEXT.openChatWithUnread(unread) : CHAT_BUTTON_TEXT.openChat}
        onClick={() => setOpen(true)}
      >
        <Icon name="chat" />
        {unread > 0 && (
          <span className="chat-button__badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel owner={email} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
