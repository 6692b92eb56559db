/** A chat socket as the PWA opens it; shared by the chat benchmark and the chat API tests, so free of vitest. */
import { io, type Socket } from 'socket.io-client';
import {
  CHAT_NAMESPACE,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
  type LastSeenSeq,
} from '@shop/contracts/chat/chat-events';

export type ChatClientSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

export interface ConnectOptions {
  cookie?: string;
  lastSeen?: LastSeenSeq[];
  origin?: string;
  transports?: ('websocket' | 'polling')[];
}

/** Opens a fresh socket to the chat namespace that does not reconnect by itself. */
export function openChatSocket(baseUrl: string, options: ConnectOptions): ChatClientSocket {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  return io(`${baseUrl}${CHAT_NAMESPACE}`, {
    forceNew: true,
    reconnection: false,
    transports: options.transports ?? ['websocket'],
    extraHeaders: headers,
    auth: options.lastSeen ? { lastSeen: options.lastSeen } : {},
  });
}
