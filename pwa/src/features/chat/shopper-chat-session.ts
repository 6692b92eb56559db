import type { Dispatch, SetStateAction } from 'react';
import { ChatConnection, type JoinedConnection } from './chat-connection';

let shared: { owner: string; connection: ChatConnection; members: number } | null = null;

/**
 * The tab's one chat connection of the shopper `owner` (their email), shared by the unread badge
 * and the chat panel: it opens with the first to join and closes when the last one leaves.
 */
export function joinShopperChat(owner: string): JoinedConnection {
  if (shared && shared.owner !== owner) {
    shared.connection.close();
    shared = null;
  }
  shared ??= { owner, connection: new ChatConnection(owner), members: 0 };
  const joined = shared;
  joined.members += 1;
  let left = false;
  return {
    connection: joined.connection,
    leave: () => {
      if (left) return;
      left = true;
      joined.members -= 1;
      if (joined.members > 0 || shared !== joined) return;
      joined.connection.close();
      shared = null;
    },
  };
}

/**
 * Keeps the badge's count live while joined: `chat:ready` (each connect) and the shopper's own read
 * receipts tell the count; each reply of the shop in between adds one.
 */
export function followUnreadCount(owner: string, setUnread: Dispatch<SetStateAction<number>>): () => void {
  const { connection, leave } = joinShopperChat(owner);
  const unsubscribe = connection.subscribe({
    ready: (ready) => {
      if (ready.role === 'customer') setUnread(ready.conversation.unreadCount);
    },
    message: (message) => {
      if (message.senderRole === 'admin') setUnread((count) => count + 1);
    },
    read: (receipt) => {
      if (receipt.readBy === 'customer') setUnread(receipt.unreadCount);
    },
  });
  return () => {
    unsubscribe();
    leave();
  };
}
