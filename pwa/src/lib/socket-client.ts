import {
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  type ChatClientToServerEvents,
  type ChatHandshakeAuth,
  type ChatServerToClientEvents,
} from '@shop/contracts/chat/chat-events';
import { io, type Socket } from 'socket.io-client';
import { env } from '../config/env';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/**
 * The chat's socket on the API's origin; the browser sends the session cookie with the handshake.
 * `handshakeAuth` is asked again on every reconnect, so the server resumes after the latest seqs held.
 * A WebSocket straight away (one handshake instead of long-polling's three requests and an upgrade);
 * long-polling only where a proxy refuses WebSockets.
 */
export function connectChatSocket(handshakeAuth: () => ChatHandshakeAuth): ChatSocket {
  return io(`${env.apiBase}${CHAT_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: (send) => send(handshakeAuth()),
  });
}
