import type { ChatMessage, ChatRole, DeliveredReceipt, ReadReceipt } from '@shop/contracts/chat/chat-events';

/** Adds messages (history pages, catch-up, live, send acks) to a thread: once each, in seq order. */
export function mergeMessages(thread: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(thread.map((message) => [message.id, message]));
  for (const message of incoming) {
    const held = byId.get(message.id);
    // A late copy (a catch-up after a receipt) must not take a message back from read to delivered.
    if (!held || STATUS_RANK[message.status] >= STATUS_RANK[held.status]) byId.set(message.id, message);
  }
  return [...byId.values()].sort((first, second) => first.seq - second.seq);
}

const STATUS_RANK = { sent: 0, delivered: 1, read: 2 } as const;

export function markDelivered(thread: readonly ChatMessage[], receipt: DeliveredReceipt): ChatMessage[] {
  return thread.map((message) =>
    message.id === receipt.messageId && message.status === 'sent' ? { ...message, status: 'delivered' } : message,
  );
}

/** The reader read every message of the other side up to `throughSeq`. */
export function markRead(thread: readonly ChatMessage[], receipt: ReadReceipt): ChatMessage[] {
  return thread.map((message) =>
    message.senderRole !== receipt.readBy && message.seq <= receipt.throughSeq && message.status !== 'read'
      ? { ...message, status: 'read' }
      : message,
  );
}

/** The highest seq of a message from the other side that `reader` has not read yet, or null. */
export function unreadThroughSeq(thread: readonly ChatMessage[], reader: ChatRole): number | null {
  const unread = thread.filter((message) => message.senderRole !== reader && message.status !== 'read');
  return unread.length > 0 ? unread[unread.length - 1].seq : null;
}
