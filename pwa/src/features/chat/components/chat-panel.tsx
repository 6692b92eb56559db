import { useMatch } from 'react-router-dom';
import { Drawer } from '../../../components/ui/drawer';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { CHAT_TEXT } from '../chat-text';
import { useShopperChat } from '../hooks/use-shopper-chat';
import { AttachableComposer } from './attachable-composer';
import { ChatConversation } from './chat-conversation';

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

  return (
    <Drawer title={CHAT_TEXT.panelTitle} onClose={onClose}>
      <div className="chat-panel">
        <ChatStatus online={online && chat.connected} everConnected={chat.canSend} agentsOnline={chat.agentsOnline} />
        <ChatConversation
          viewer="customer"
          thread={chat.thread}
          pending={chat.pending}
          pendingActions={chat.pendingActions}
          typingNotice={chat.shopTyping ? CHAT_TEXT.shopTyping : null}
          problem={chat.problem}
        >
          <AttachableComposer
            onSend={chat.send}
            onTyping={chat.typed}
            disabled={!chat.canSend}
            cards={{ viewer: 'customer', currentProductId }}
          />
        </ChatConversation>
      </div>
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
