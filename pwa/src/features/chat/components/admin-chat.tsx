import { CHAT_TEXT } from '../chat-text';
import { useAdminAttachableCards } from '../hooks/use-admin-attachable-cards';
import { useAdminChat } from '../hooks/use-admin-chat';
import { AttachableComposer } from './attachable-composer';
import { ChatConversation } from './chat-conversation';
import { ConversationList } from './conversation-list';
import { ShopperContextPanel } from './shopper-context-panel';
import './admin-chat.css';

/** The back office's live chat: inbox, the open conversation, and the shopper beside it. */
export function AdminChat() {
  const chat = useAdminChat();

  return (
    <div className="admin-chat">
      <section className="admin-chat__inbox" aria-label={CHAT_TEXT.inbox.listTitle}>
        {chat.listFailed && (
          <p role="alert">
            {CHAT_TEXT.inbox.listFailed}{' '}
            <button type="button" className="button button--soft" onClick={() => void chat.retryList()}>
              {CHAT_TEXT.inbox.tryAgain}
            </button>
          </p>
        )}
        {!chat.connected && <p role="status">{CHAT_TEXT.connecting}</p>}
        {chat.conversations && <ConversationList conversations={chat.conversations} openId={chat.openId} onOpen={chat.open} />}
      </section>
      {chat.openId ? (
        <>
          <section className="admin-chat__thread" aria-label="Conversation">
            <ChatConversation
              viewer="admin"
              thread={chat.thread}
              pending={chat.pending}
              pendingActions={chat.pendingActions}
              typingNotice={chat.shopperTyping ? CHAT_TEXT.shopperTyping : null}
              problem={chat.problem}
            >
              {/* Keyed by conversation: a card picked for one shopper is never sent to another. */}
              <AttachableComposer key={chat.openId} onSend={chat.send} onTyping={chat.typed} useCards={() => useAdminAttachableCards(chat.openId!)} />
            </ChatConversation>
          </section>
          <ShopperContextPanel conversationId={chat.openId} />
        </>
      ) : (
        <p className="admin-chat__pick">{CHAT_TEXT.inbox.pickOne}</p>
      )}
    </div>
  );
}
