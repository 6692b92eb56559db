import type { ChatMessage, ConversationSummary } from '@shop/contracts/chat/chat-events';

/**
 * The inbox after a message: its conversation shows it as the last message and moves to the top;
 * a shopper's message counts as unread unless that conversation is open. A message already
 * counted (a catch-up after reconnecting) changes nothing.
 */
export function withMessage(list: readonly ConversationSummary[], message: ChatMessage, openId: string | null): ConversationSummary[] {
  const summary = list.find((conversation) => conversation.id === message.conversationId);
  if (!summary || message.seq <= summary.lastSeq) return [...list];
  const countsAsUnread = message.senderRole === 'customer' && message.conversationId !== openId;
  const updated: ConversationSummary = {
    ...summary,
    lastSeq: message.seq,
    lastMessage: {
      seq: message.seq,
      senderRole: message.senderRole,
      text: message.text,
      attachmentKind: message.attachment?.kind ?? null,
      createdAt: message.createdAt,
    },
    unreadCount: summary.unreadCount + (countsAsUnread ? 1 : 0),
  };
  return [updated, ...list.filter((conversation) => conversation !== summary)];
}

export function withChange(
  list: readonly ConversationSummary[],
  conversationId: string,
  change: Partial<ConversationSummary>,
): ConversationSummary[] {
  return list.map((conversation) => (conversation.id === conversationId ? { ...conversation, ...change } : conversation));
}
