import type { ChatMessage, ChatRole } from '@shop/contracts/chat/chat-events';
import { useEffect, useRef } from 'react';
import type { ChatConnection } from '../chat-connection';
import { unreadThroughSeq } from '../chat-thread';

/** While a thread is on screen, whatever the other side wrote in it is read. */
export function useMarkRead(
  connection: ChatConnection | null,
  conversationId: string | null,
  thread: readonly ChatMessage[],
  reader: ChatRole,
) {
  const markedThrough = useRef<{ conversationId: string | null; seq: number }>({ conversationId: null, seq: 0 });
  const throughSeq = unreadThroughSeq(thread, reader);

  useEffect(() => {
    if (!connection || !conversationId || throughSeq === null) return;
    const marked = markedThrough.current;
    // The receipt takes a round trip; meanwhile every render would ask again.
    if (marked.conversationId === conversationId && marked.seq >= throughSeq) return;
    markedThrough.current = { conversationId, seq: throughSeq };
    connection.markRead(conversationId, throughSeq);
  }, [connection, conversationId, throughSeq]);
}
