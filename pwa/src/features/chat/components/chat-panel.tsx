import { Drawer } from '../../../components/ui/drawer';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { CHAT_TEXT } from '../chat-text';
import { useShopperChat } from '../hooks/use-shopper-chat';
import { ChatConversation } from './chat-conversation';

interface ChatPanelProps {
  onClose: () => void;
  onUnreadChange: (count: number) => void;
}

/** The shopper's chat with the shop; loaded (with the socket client) only when first opened. */
export function ChatPanel({ onClose, onUnreadChange }: ChatPanelProps) {
  const chat = useShopperChat(onUnreadChange);
  const online = useOnlineStatus();

  return (
    <Drawer title={CHAT_TEXT.panelTitle} onClose={onClose}>
      <ChatStatus online={online && chat.connected} everConnected={chat.canSend} agentsOnline={chat.agentsOnline} />
      <ChatConversation
        viewer="customer"
        thread={chat.thread}
        pending={chat.pending}
        typingNotice={chat.shopTyping ? CHAT_TEXT.shopTyping : null}
        problem={chat.problem}
        canSend={chat.canSend}
        onSend={chat.send}
        onTyping={chat.typed}
      />
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
