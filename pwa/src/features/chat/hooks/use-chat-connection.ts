import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { QueuedChatMessage } from '../../../offline/shop-database';
import type { ChatConnection, ChatConnectionListener, JoinedConnection } from '../chat-connection';
import { useChatText } from '../chat-text-context';
import type { PendingMessage } from '../message-outbox';

export type ChatHandlers = Partial<Omit<ChatConnectionListener, 'queueChanged' | 'connectedChanged' | 'refused'>>;

export interface ChatConnectionState {
  connection: ChatConnection | null;
  /** Connected and caught up. */
  connected: boolean;
  /** Typed but not yet stored by the server, in typing order. */
  pending: readonly PendingMessage[];
  /** Why the connection was refused, or a message could not be kept to send. */
  problem: string | null;
  setProblem: (problem: string | null) => void;
  /** What the sender may do with a refused message. */
  pendingActions: PendingActions;
}

export interface PendingActions {
  retry(message: PendingMessage): void;
  discard(message: PendingMessage): void;
}

/**
 * Joins a chat connection while mounted (again when `key` changes); `handlers` may change on every
 * render. A connection that was already ready tells `handlers.ready` at once.
 */
export function useChatConnection(key: string, join: () => JoinedConnection, handlers: ChatHandlers): ChatConnectionState {
  const handlersRef = useRef(handlers);
  const joinRef = useRef(join);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
    joinRef.current = join;
  });
  const chatText = useChatText();
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [connected, setConnected] = useState(false);
  const [queue, setQueue] = useState<readonly QueuedChatMessage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const handle = handlersRef;
    const { connection: joined, leave } = joinRef.current();
    const { connected: alreadyConnected, queue: queued, refusal, latestReady } = joined.current;
    setConnection(joined);
    setConnected(alreadyConnected);
    setQueue(queued);
    setProblem(refusal);
    const unsubscribe = joined.subscribe({
      ready: (ready) => {
        setProblem(null);
        handle.current.ready?.(ready);
      },
      message: (message) => handle.current.message?.(message),
      delivered: (receipt) => handle.current.delivered?.(receipt),
      read: (receipt) => handle.current.read?.(receipt),
      typing: (notice) => handle.current.typing?.(notice),
      shopperPresence: (changes) => handle.current.shopperPresence?.(changes),
      agentPresence: (presence) => handle.current.agentPresence?.(presence),
      settled: (message, outcome) => handle.current.settled?.(message, outcome),
      queueChanged: setQueue,
      connectedChanged: setConnected,
      refused: setProblem,
    });
    if (latestReady) handle.current.ready?.(latestReady);
    return () => {
      unsubscribe();
      leave();
    };
  }, [key]);

  const pending = queue.map((message) => ({ ...message, state: pendingState(message.failure, connected) }));
  const pendingActions: PendingActions = {
    retry: (message) => void connection?.retry(message).catch(() => setProblem(chatText.storageFailed)),
    discard: (message) => void connection?.discard(message).catch(() => setProblem(chatText.storageFailed)),
  };
  return { connection, connected, pending, problem, setProblem, pendingActions };
}

function pendingState(failure: string | null, connected: boolean): PendingMessage['state'] {
  if (failure !== null) return 'failed';
  return connected ? 'sending' : 'waiting';
}
