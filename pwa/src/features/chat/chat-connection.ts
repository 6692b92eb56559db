import {
  type AgentPresence,
  CHAT_CLIENT_EVENTS,
  CHAT_LIMITS,
  CHAT_SERVER_EVENTS,
  type ChatMessage,
  type ChatReady,
  type DeliveredReceipt,
  type ReadReceipt,
  type ShopperPresence,
  type TypingNotice,
} from '@shared/chat-events';
import { CHAT_ACK_TIMEOUT_MS } from '../../config/constants';
import { type ChatSocket, connectChatSocket } from '../../lib/socket-client';
import { MessageOutbox, type OutboxListener, type OutgoingMessage, type SendOutcome } from './message-outbox';

export interface ChatConnectionListener extends OutboxListener {
  ready(ready: ChatReady): void;
  message(message: ChatMessage): void;
  delivered(receipt: DeliveredReceipt): void;
  read(receipt: ReadReceipt): void;
  typing(notice: TypingNotice): void;
  shopperPresence(presence: ShopperPresence): void;
  agentPresence(presence: AgentPresence): void;
  connectedChanged(connected: boolean): void;
  /** The server refused the socket for good (e.g. logged out). */
  refused(reason: string): void;
}

/**
 * One chat socket with what makes it survive reconnects: the last seq held per conversation (sent
 * in each handshake so the server resumes from there) and the outbox, flushed once caught up.
 */
export class ChatConnection {
  private readonly socket: ChatSocket;
  private readonly lastSeen = new Map<string, number>();
  private readonly outbox: MessageOutbox;

  constructor(private readonly listener: ChatConnectionListener) {
    this.outbox = new MessageOutbox((message) => this.emitSend(message), listener);
    this.socket = connectChatSocket(() => ({
      lastSeen: [...this.lastSeen]
        .slice(-CHAT_LIMITS.catchUpMaxConversations)
        .map(([conversationId, seq]) => ({ conversationId, seq })),
    }));
    this.listen();
  }

  /** Remembers that the thread holds messages up to `seq`, e.g. after loading a history page. */
  noteSeen(conversationId: string, seq: number): void {
    if (seq > (this.lastSeen.get(conversationId) ?? 0)) this.lastSeen.set(conversationId, seq);
  }

  send(conversationId: string, text: string): OutgoingMessage {
    return this.outbox.enqueue(conversationId, text);
  }

  markRead(conversationId: string, throughSeq: number): void {
    if (this.socket.connected) this.socket.emit(CHAT_CLIENT_EVENTS.markRead, { conversationId, throughSeq }, () => undefined);
  }

  setTyping(conversationId: string, typing: boolean): void {
    if (this.socket.connected) this.socket.emit(CHAT_CLIENT_EVENTS.setTyping, { conversationId, typing }, () => undefined);
  }

  close(): void {
    this.socket.disconnect();
  }

  private listen(): void {
    const { socket, listener } = this;
    socket.on(CHAT_SERVER_EVENTS.ready, (ready) => {
      listener.connectedChanged(true);
      listener.ready(ready);
      void this.outbox.flush();
    });
    socket.on(CHAT_SERVER_EVENTS.message, (message, ack) => {
      ack();
      this.noteSeen(message.conversationId, message.seq);
      listener.message(message);
    });
    socket.on(CHAT_SERVER_EVENTS.delivered, (receipt) => listener.delivered(receipt));
    socket.on(CHAT_SERVER_EVENTS.read, (receipt) => listener.read(receipt));
    socket.on(CHAT_SERVER_EVENTS.typing, (notice) => listener.typing(notice));
    socket.on(CHAT_SERVER_EVENTS.shopperPresence, (presence) => listener.shopperPresence(presence));
    socket.on(CHAT_SERVER_EVENTS.agentPresence, (presence) => listener.agentPresence(presence));
    socket.on('disconnect', () => listener.connectedChanged(false));
    socket.on('connect_error', (error) => {
      // socket.io stops retrying only when the server's middleware refused the handshake.
      if (!socket.active) listener.refused(error.message);
    });
  }

  private async emitSend(message: OutgoingMessage): Promise<SendOutcome> {
    if (!this.socket.connected) return { kind: 'retry' };
    try {
      const answer = await this.socket.timeout(CHAT_ACK_TIMEOUT_MS).emitWithAck(CHAT_CLIENT_EVENTS.sendMessage, message);
      if (!answer.ok) return { kind: 'rejected', reason: answer.message };
      this.noteSeen(answer.data.conversationId, answer.data.seq);
      return { kind: 'sent', message: answer.data };
    } catch {
      return { kind: 'retry' };
    }
  }
}
