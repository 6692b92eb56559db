import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CHAT_CLIENT_EVENTS,
  CHAT_NAMESPACE,
  CHAT_SERVER_EVENTS,
  CHAT_SOCKET_PATH,
  type ChatAttachmentCard,
  type ChatClientToServerEvents,
  type ChatMessage,
  type ChatServerToClientEvents,
  type SendMessageRequest,
  type ShopperPresence,
} from '@shop/contracts/chat/chat-events';
import { Server } from 'socket.io';
import { vi } from 'vitest';
import { makeChatMessage } from './chat-test-factories';

export const FAKE_CONVERSATION_ID = 'conversation-1';

/**
 * A real socket.io server speaking the chat contract for one shopper, for tests of the PWA's side:
 * it answers each send with the stored message (the card of a known attachment included), and lets
 * the test push messages as the shop would.
 */
export async function startFakeChatServer({ unreadCount = 0, cards = [] as ChatAttachmentCard[] } = {}) {
  const http = createServer();
  const io = new Server<ChatClientToServerEvents, ChatServerToClientEvents>(http, {
    path: CHAT_SOCKET_PATH,
    cors: { origin: true, credentials: true },
  });
  const chat = io.of(CHAT_NAMESPACE);
  const received: SendMessageRequest[] = [];
  let lastSeq = 0;

  chat.on('connection', (socket) => {
    socket.on(CHAT_CLIENT_EVENTS.sendMessage, (request, ack) => {
      received.push(request);
      const card = cards.find((known) => known.kind === request.attachment?.kind && known.id === request.attachment.id) ?? null;
      ack({
        ok: true,
        data: makeChatMessage({
          conversationId: request.conversationId,
          clientId: request.clientId,
          text: request.text,
          attachment: card,
          seq: (lastSeq += 1),
        }),
      });
    });
    socket.on(CHAT_CLIENT_EVENTS.markRead, (request, ack) =>
      ack({
        ok: true,
        data: { conversationId: request.conversationId, readBy: 'customer', throughSeq: request.throughSeq, unreadCount: 0 },
      }),
    );
    socket.on(CHAT_CLIENT_EVENTS.setTyping, (_request, ack) => ack({ ok: true, data: null }));
    socket.emit(CHAT_SERVER_EVENTS.ready, {
      role: 'customer',
      conversation: { id: FAKE_CONVERSATION_ID, lastSeq, unreadCount },
      agentsOnline: true,
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    received,
    connectedCount: () => chat.sockets.size,
    /** A message from the shop, as the server pushes it to the shopper. */
    reply(text: string): ChatMessage {
      const message = makeChatMessage({ conversationId: FAKE_CONVERSATION_ID, senderRole: 'admin', text, seq: (lastSeq += 1) });
      for (const socket of chat.sockets.values()) socket.emit(CHAT_SERVER_EVENTS.message, message, () => undefined);
      return message;
    },
    /** Shoppers coming and going, told to the back office in one event as the shop does. */
    shoppersCameAndWent(changes: ShopperPresence[]): void {
      chat.emit(CHAT_SERVER_EVENTS.shopperPresence, changes);
    },
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  };
}

export type FakeChatServer = Awaited<ReturnType<typeof startFakeChatServer>>;

/**
 * Points the app at `server` for this test (the API base is read on each use; the env stub ends with
 * the test) and runs the page idle tasks at once, so the chat's socket starts when asked to. The
 * modules stay the ones every test file shares: a fresh copy would keep the server's address for the
 * files after this one.
 */
export async function importAgainst<Module>(server: FakeChatServer, load: () => Promise<Module>): Promise<Module> {
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  return load();
}
