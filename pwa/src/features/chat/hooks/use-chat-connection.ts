import { useEffect, useRef, useState } from 'react';
import { ChatConnection, type ChatConnectionListener } from '../chat-connection';
import type { OutgoingMessage } from '../message-outbox';

export type ChatHandlers = Partial<Omit<ChatConnectionListener, 'queueChanged' | 'connectedChanged' | 'refused'>>;

export interface ChatConnectionState {
  connection: ChatConnection | null;
  /** Connected and caught up. */
  connected: boolean;
  /** Typed but not yet stored by the server, in typing order. */
  pending: readonly OutgoingMessage[];
  /** Why the last send or the connection was refused. */
  problem: string | null;
}

/** Opens the chat socket while mounted; `handlers` may change on every render. */
export function useChatConnection(handlers: ChatHandlers): ChatConnectionState {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [connected, setConnected] = useState(false);
  const [pending, setPending] = useState<readonly OutgoingMessage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const handle = handlersRef;
    const opened = new ChatConnection({
      ready: (ready) => {
        setProblem(null);
        handle.current.ready?.(ready);
      },
      message: (message) => handle.current.message?.(message),
      delivered: (receipt) => handle.current.delivered?.(receipt),
      read: (receipt) => handle.current.read?.(receipt),
      typing: (notice) => handle.current.typing?.(notice),
      shopperPresence: (presence) => handle.current.shopperPresence?.(presence),
      agentPresence: (presence) => handle.current.agentPresence?.(presence),
      settled: (message, outcome) => {
        if (outcome.kind === 'rejected') setProblem(outcome.reason);
        handle.current.settled?.(message, outcome);
      },
      queueChanged: setPending,
      connectedChanged: setConnected,
      refused: setProblem,
    });
    setConnection(opened);
    return () => opened.close();
  }, []);

  return { connection, connected, pending, problem };
}
