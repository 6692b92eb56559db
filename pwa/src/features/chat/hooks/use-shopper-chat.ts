import type { ChatAttachmentCard, ChatMessage } from '@shop/contracts/chat/chat-events';
import { useRef, useState } from 'react';
import { getOwnMessages } from '../api/get-own-messages';
import { markDelivered, markRead, mergeMessages } from '../chat-thread';
import { CHAT_TEXT } from '../chat-text';
import { joinShopperChat } from '../shopper-chat-session';
import { useChatConnection } from './use-chat-connection';
import { useMarkRead } from './use-mark-read';
import { useTypingNotice } from './use-typing-notice';
import { useTypingSignal } from './use-typing-signal';

/** The shopper's one conversation with the shop, live while the chat panel is open. `owner` is their email. */
export function useShopperChat(owner: string) {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [thread, setThread] = useState<ChatMessage[]>([]);
  const [agentsOnline, setAgentsOnline] = useState(false);
  const historyAsked = useRef(false);
  const shopTyping = useTypingNotice();
  const addToThread = (messages: ChatMessage[]) => setThread((current) => mergeMessages(current, messages));

  const { connection, connected, pending, problem, setProblem, pendingActions } = useChatConnection(owner, () => joinShopperChat(owner), {
    ready: (ready) => {
      if (ready.role !== 'customer') return;
      setConversationId(ready.conversation.id);
      setAgentsOnline(ready.agentsOnline);
      // Once connected: from then on the socket's catch-up fills any gap, so the history is read once.
      if (historyAsked.current) return;
      historyAsked.current = true;
      getOwnMessages({}).then(
        (page) => {
          addToThread(page.messages);
          connection?.noteSeen(page.conversation.id, page.conversation.lastSeq);
        },
        () => {
          historyAsked.current = false;
        },
      );
    },
    message: (message) => {
      addToThread([message]);
      if (message.senderRole === 'admin') shopTyping.clear();
    },
    settled: (_message, outcome) => {
      if (outcome.kind === 'sent') addToThread([outcome.message]);
    },
    delivered: (receipt) => setThread((current) => markDelivered(current, receipt)),
    read: (receipt) => setThread((current) => markRead(current, receipt)),
    typing: (notice) => {
      if (notice.role === 'admin') shopTyping.note(notice);
    },
    agentPresence: (presence) => setAgentsOnline(presence.online),
  });

  useMarkRead(connected ? connection : null, conversationId, thread, 'customer');
  const typingSignal = useTypingSignal(connection && conversationId ? (typing) => connection.setTyping(conversationId, typing) : null);

  const send = (text: string, attachment: ChatAttachmentCard | null) => {
    if (!connection || !conversationId) return;
    typingSignal.stopped();
    connection.send(conversationId, text, attachment).catch(() => setProblem(CHAT_TEXT.storageFailed));
  };

  return {
    thread,
    pending,
    pendingActions,
    connected,
    /** Sending needs the conversation's id, known from the first connection. */
    canSend: conversationId !== null,
    agentsOnline,
    shopTyping: shopTyping.typingIn !== null,
    problem,
    send,
    typed: typingSignal.typed,
  };
}
