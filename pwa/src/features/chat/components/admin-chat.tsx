import { useChatText } from '../chat-text-context';
import { useAdminChat } from '../hooks/use-admin-chat';
import { AttachableComposer } from './attachable-composer';
import { ChatConversation } from './chat-conversation';
import { ConversationList } from './conversation-list';
import { ShopperContextPanel } from './shopper-context-panel';
import './admin-chat.css';

/** The back office's live chat: inbox, the open conversation, and the shopper beside it. */
export function AdminChat() {
  const chat = useAdminChat();
  const chatText = useChatText();

  return (
    <div className="admin-chat">
      <section className="admin-chat__inbox" aria-label={chatText.inbox.listTitle}>
        {chat.listFailed && (
          <p role="alert">
            {chatText.inbox.listFailed}{' '}
            <button type="button" className="button button--soft" onClick={() => void chat.retryList()}>
              {chatText.inbox.tryAgain}
            </button>
          </p>
        )}
        {!chat.connected && <p role="status">{chatText.connecting}</p>}
        {chat.conversations && <ConversationList conversations={chat.conversations} openId={chat.openId} onOpen={chat.open} />}
      </section>
      {chat.openId ? (
        <>
          <section className="admin-chat__thread" aria-label={chatText.inbox.threadTitle}>
            <ChatConversation
              viewer="admin"
              thread={chat.thread}
              pending={chat.pending}
              pendingActions={chat.pendingActions}
              typingNotice={chat.shopperTyping ? chatText.shopperTyping : null}
              problem={chat.problem}
            >
              {/* Keyed by conversation: a card picked for one shopper is never sent to another. */}
              <AttachableComposer
                key={chat.openId}
                onSend={chat.send}
                onTyping={chat.typed}
                cards={{ viewer: 'admin', conversationId: chat.openId }}
              />
            </ChatConversation>
          </section>
          <ShopperContextPanel conversationId={chat.openId} />
        </>
      ) : (
        <p className="admin-chat__pick">{chatText.inbox.pickOne}</p>
      )}
    </div>
  );
}
