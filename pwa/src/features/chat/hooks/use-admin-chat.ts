import type { ChatAttachmentCard, ChatMessage, ConversationSummary } from '@shop/contracts/chat/chat-events';
import { useLayoutEffect, useRef, useState } from 'react';
import { getConversationMessages } from '../api/get-conversation-messages';
import { getConversations } from '../api/get-conversations';
import { openChatConnection } from '../chat-connection';
import { useChatText } from '../chat-text-context';
import { markDelivered, markRead, mergeMessages } from '../chat-thread';
import { withChange, withMessage } from '../conversation-summaries';
import { useChatConnection } from './use-chat-connection';
import { useMarkRead } from './use-mark-read';
import { useTypingNotice } from './use-typing-notice';
import { useTypingSignal } from './use-typing-signal';

/** Whose queue the back office's unsent replies are kept in; emails, the shoppers' owners, always hold an @. */
const BACK_OFFICE_OUTBOX_OWNER = 'back office';

/** The back office's live inbox: the conversation list and the one conversation open beside it. */
export function useAdminChat() {
  const chatText = useChatText();
  const [conversations, setConversations] = useState<ConversationSummary[] | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [thread, setThread] = useState<ChatMessage[]>([]);
  const shopperTyping = useTypingNotice();
  // What the socket's handlers read: the latest list and open conversation, not those of the render that subscribed.
  const conversationsRef = useRef(conversations);
  const openIdRef = useRef(openId);
  useLayoutEffect(() => {
    conversationsRef.current = conversations;
    openIdRef.current = openId;
  });

  const loadConversations = () =>
    getConversations().then(
      (answer) => {
        setListFailed(false);
        setConversations(answer.conversations);
      },
      () => setListFailed(true),
    );

  const addToOpenThread = (message: ChatMessage) => {
    if (message.conversationId === openIdRef.current) setThread((current) => mergeMessages(current, [message]));
  };

  const showInList = (message: ChatMessage) => {
    const known = conversationsRef.current?.some((conversation) => conversation.id === message.conversationId);
    if (known) setConversations((list) => list && withMessage(list, message, openIdRef.current));
    else void loadConversations();
  };

  const openConnection = () => openChatConnection(BACK_OFFICE_OUTBOX_OWNER);
  const { connection, connected, pending, problem, setProblem, pendingActions } = useChatConnection(
    BACK_OFFICE_OUTBOX_OWNER,
    openConnection,
    {
      // On every (re)connect: the list may have changed in between.
      ready: () => void loadConversations(),
      message: (message) => {
        addToOpenThread(message);
        showInList(message);
        if (message.senderRole === 'customer' && message.conversationId === shopperTyping.typingIn) shopperTyping.clear();
      },
      settled: (_message, outcome) => {
        if (outcome.kind !== 'sent') return;
        addToOpenThread(outcome.message);
        showInList(outcome.message);
      },
      delivered: (receipt) => {
        if (receipt.conversationId === openIdRef.current) setThread((current) => markDelivered(current, receipt));
      },
      read: (receipt) => {
        if (receipt.conversationId === openIdRef.current) setThread((current) => markRead(current, receipt));
        if (receipt.readBy === 'admin')
          setConversations((list) => list && withChange(list, receipt.conversationId, { unreadCount: receipt.unreadCount }));
      },
      typing: (notice) => {
        if (notice.role === 'customer') shopperTyping.note(notice);
      },
      shopperPresence: (changes) =>
        setConversations(
          (list) => list && changes.reduce((current, { conversationId, online }) => withChange(current, conversationId, { online }), list),
        ),
    },
  );

  useMarkRead(connected ? connection : null, openId, thread, 'admin');
  const typingSignal = useTypingSignal(connection && openId ? (typing) => connection.setTyping(openId, typing) : null);

  const open = (conversationId: string) => {
    if (conversationId === openIdRef.current) return;
    typingSignal.stopped();
    setOpenId(conversationId);
    setThread([]);
    getConversationMessages(conversationId, {}).then(
      (page) => {
        if (openIdRef.current !== conversationId) return;
        setThread((current) => mergeMessages(current, page.messages));
        const lastSeq = page.messages.at(-1)?.seq;
        if (lastSeq !== undefined) connection?.noteSeen(conversationId, lastSeq);
      },
      () => undefined,
    );
  };

  const send = (text: string, attachment: ChatAttachmentCard | null) => {
    if (!connection || !openId) return;
    typingSignal.stopped();
    connection.send(openId, text, attachment).catch(() => setProblem(chatText.storageFailed));
  };

  return {
    conversations,
    listFailed,
    retryList: loadConversations,
    openId,
    open,
    thread,
    pending: pending.filter((message) => message.request.conversationId === openId),
    pendingActions,
    connected,
    shopperTyping: openId !== null && shopperTyping.typingIn === openId,
    problem,
    send,
    typed: typingSignal.typed,
  };
}
