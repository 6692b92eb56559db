import type { ChatAttachmentCard } from '@shared/chat-events';
import { useRef, useState } from 'react';
import { useMatch } from 'react-router-dom';
import { Drawer } from '../../../components/ui/drawer';
import { Icon } from '../../../components/ui/icon';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { CHAT_TEXT } from '../chat-text';
import { useShopperChat } from '../hooks/use-shopper-chat';
import { AttachmentSummary } from './attachment-card';
import { AttachmentPicker } from './attachment-picker';
import { ChatConversation } from './chat-conversation';
import { MessageComposer } from './message-composer';

interface ChatPanelProps {
  /** The logged-in shopper's email. */
  owner: string;
  onClose: () => void;
}

/** The shopper's chat with the shop; loaded (with the socket client) only when first needed. */
export function ChatPanel({ owner, onClose }: ChatPanelProps) {
  const chat = useShopperChat(owner);
  const online = useOnlineStatus();
  const currentProductId = useMatch('/product/:id')?.params.id ?? null;
  const [attachment, setAttachment] = useState<ChatAttachmentCard | null>(null);
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);

  const send = (text: string) => {
    chat.send(text, attachment);
    setAttachment(null);
  };
  const pick = (card: ChatAttachmentCard) => {
    setAttachment(card);
    setPicking(false);
    input.current?.focus();
  };
  const closePicker = () => {
    setPicking(false);
    attachButton.current?.focus();
  };
  const removeAttachment = () => {
    setAttachment(null);
    input.current?.focus();
  };

  const attach = (
    <button
      ref={attachButton}
      type="button"
      className="button button--soft chat-composer__attach"
      aria-label={CHAT_TEXT.attach}
      aria-expanded={picking}
      disabled={!chat.canSend}
      onClick={() => setPicking((open) => !open)}
    >
      {CHAT_TEXT.attachButton}
    </button>
  );

  return (
    <Drawer title={CHAT_TEXT.panelTitle} onClose={onClose}>
      <ChatStatus online={online && chat.connected} everConnected={chat.canSend} agentsOnline={chat.agentsOnline} />
      <ChatConversation
        viewer="customer"
        thread={chat.thread}
        pending={chat.pending}
        pendingActions={chat.pendingActions}
        typingNotice={chat.shopTyping ? CHAT_TEXT.shopTyping : null}
        problem={chat.problem}
      >
        <MessageComposer onSend={send} onTyping={chat.typed} disabled={!chat.canSend} inputRef={input} tools={attach}>
          {picking && <AttachmentPicker currentProductId={currentProductId} onPick={pick} onClose={closePicker} />}
          {attachment && (
            <div className="chat-attachment">
              <span className="visually-hidden">{CHAT_TEXT.attaching}</span>{' '}
              <span className="chat-card chat-card--chip">
                <AttachmentSummary card={attachment} />
              </span>
              <button type="button" className="icon-button" aria-label={CHAT_TEXT.removeAttachment} onClick={removeAttachment}>
                <Icon name="close" />
              </button>
            </div>
          )}
        </MessageComposer>
      </ChatConversation>
    </Drawer>
  );
}

function ChatStatus({ online, everConnected, agentsOnline }: { online: boolean; everConnected: boolean; agentsOnline: boolean }) {
  if (!online) {
    return (
      <p className="chat-status chat-status--offline" role="status">
        {everConnected || !navigator.onLine ? CHAT_TEXT.offline : CHAT_TEXT.connecting}
      </p>
    );
  }
  return (
    <p className={`chat-status${agentsOnline ? ' chat-status--agent' : ''}`} role="status">
      {agentsOnline ? CHAT_TEXT.agentOnline : CHAT_TEXT.agentsAway}
    </p>
  );
}
