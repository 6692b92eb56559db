import { CHAT_OPEN_PARAM } from '@shop/contracts/push';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useStoredEmail } from '../../../offline/use-stored-email';
import { CHAT_BUTTON_TEXT } from '../chat-button-text';
import { useChatUnread } from '../hooks/use-chat-unread';
import './chat-button.css';

// The panel brings the socket client: loaded when the shopper first opens the chat.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

interface ChatButtonProps {
  /** Called each time the shopper opens the chat. */
  onOpen?: () => void;
}

/**
 * The floating chat button of a logged-in shopper, with the count of the shop's unread replies. A page
 * opened with ?chat=open (a chat notification's link) shows the chat at once.
 */
export function ChatButton({ onOpen }: ChatButtonProps) {
  const email = useStoredEmail();
  const [open, setOpen] = useState(() => new URLSearchParams(window.location.search).get(CHAT_OPEN_PARAM) === 'open');
  const unread = useChatUnread(email);

  if (!email) return null;
  return (
    <>
      <button
        type="button"
        className="chat-button"
        aria-label={unread > 0 ? CHAT_BUTTON_TEXT.openChatWithUnread(unread) : CHAT_BUTTON_TEXT.openChat}
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
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
