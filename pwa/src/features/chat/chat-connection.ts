import {
  type AgentPresence,
  CHAT_CLIENT_EVENTS,
  CHAT_ERRORS,
  CHAT_LIMITS,
  CHAT_SERVER_EVENTS,
  type ChatAck,
  type ChatAttachmentCard,
  type ChatMessage,
  type ChatReady,
  type DeliveredReceipt,
  type ReadReceipt,
  type SendMessageRequest,
  type ShopperPresence,
  type TypingNotice,
} from '@shop/contracts/chat/chat-events';
import { CHAT_ACK_TIMEOUT_MS } from '../../config/constants';
import { type ChatSocket, connectChatSocket } from '../../lib/socket-client';
import type { QueuedChatMessage } from '../../offline/shop-database';
import { MessageOutbox, type OutboxListener, type SendOutcome } from './message-outbox';

export interface ChatConnectionListener extends OutboxListener {
  ready(ready: ChatReady): void;
  message(message: ChatMessage): void;
  delivered(receipt: DeliveredReceipt): void;
  read(receipt: ReadReceipt): void;
  typing(notice: TypingNotice): void;
  shopperPresence(changes: ShopperPresence[]): void;
  agentPresence(presence: AgentPresence): void;
  connectedChanged(connected: boolean): void;
  /** The server refused the socket for good (e.g. logged out). */
  refused(reason: string): void;
}

export interface JoinedConnection {
  connection: ChatConnection;
  leave: () => void;
}

/** A connection of its own, closed when its one user leaves. */
export function openChatConnection(owner: string): JoinedConnection {
  const connection = new ChatConnection(owner);
  return { connection, leave: () => connection.close() };
}

/** What a subscriber that joins late needs to catch up. */
export interface ConnectionState {
  /** Connected and caught up. */
  connected: boolean;
  /** The latest `chat:ready`, with agent presence kept current since. */
  latestReady: ChatReady | null;
  queue: readonly QueuedChatMessage[];
  /** Why the server refused the socket for good, if it did. */
  refusal: string | null;
}

/** Each subscriber hears the events it has a handler for. */
export type ChatSubscriber = Partial<ChatConnectionListener>;

/**
 * One chat socket with what makes it survive reconnects: the last seq held per conversation (sent
 * in each handshake so the server resumes from there) and the outbox, flushed once caught up.
 * Several parts of a page may subscribe to it; it keeps what a late subscriber needs to catch up.
 */
export class ChatConnection {
  private readonly socket: ChatSocket;
  private readonly lastSeen = new Map<string, number>();
  private readonly outbox: MessageOutbox;
  private readonly subscribers = new Set<ChatSubscriber>();
  private readonly state: ConnectionState = { connected: false, latestReady: null, queue: [], refusal: null };

  /** `owner` names the queue of messages typed here and not yet sent (kept in IndexedDB). */
  constructor(owner: string) {
    this.outbox = new MessageOutbox(owner, (request) => this.emitSend(request), {
      queueChanged: (queue) => {
        this.state.queue = queue;
        this.notify('queueChanged', queue);
      },
      settled: (message, outcome) => this.notify('settled', message, outcome),
    });
    this.socket = connectChatSocket(() => ({
      lastSeen: [...this.lastSeen].slice(-CHAT_LIMITS.catchUpMaxConversations).map(([conversationId, seq]) => ({ conversationId, seq })),
    }));
    this.listen();
    window.addEventListener('online', this.reconnectNow);
  }

  get current(): Readonly<ConnectionState> {
    return this.state;
  }

  subscribe(subscriber: ChatSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Remembers that the thread holds messages up to `seq`, e.g. after loading a history page. */
  noteSeen(conversationId: string, seq: number): void {
    if (seq > (this.lastSeen.get(conversationId) ?? 0)) this.lastSeen.set(conversationId, seq);
  }

  send(conversationId: string, text: string, attachment: ChatAttachmentCard | null = null): Promise<void> {
    return this.outbox.enqueue(conversationId, text, attachment);
  }

  retry(message: QueuedChatMessage): Promise<void> {
    return this.outbox.retry(message.position);
  }

  discard(message: QueuedChatMessage): Promise<void> {
    return this.outbox.discard(message.position);
  }

  markRead(conversationId: string, throughSeq: number): void {
    if (this.socket.connected) this.socket.emit(CHAT_CLIENT_EVENTS.markRead, { conversationId, throughSeq }, () => undefined);
  }

  setTyping(conversationId: string, typing: boolean): void {
    if (this.socket.connected) this.socket.emit(CHAT_CLIENT_EVENTS.setTyping, { conversationId, typing }, () => undefined);
  }

  close(): void {
    window.removeEventListener('online', this.reconnectNow);
    this.outbox.close();
    this.socket.disconnect();
    this.subscribers.clear();
  }

  /**
   * Back online: socket.io would wait out its back-off (or a request the outage left hanging)
   * before trying again, so it starts afresh at once, unless the server refused it.
   */
  private readonly reconnectNow = () => {
    if (this.socket.connected || !this.socket.active) return;
    this.socket.disconnect();
    this.socket.connect();
  };

  private notify<Event extends keyof ChatConnectionListener>(event: Event, ...args: Parameters<ChatConnectionListener[Event]>): void {
    for (const subscriber of [...this.subscribers]) (subscriber[event] as ((...values: typeof args) => void) | undefined)?.(...args);
  }

  private setConnected(connected: boolean): void {
    this.state.connected = connected;
    this.notify('connectedChanged', connected);
  }

  private listen(): void {
    const { socket } = this;
    socket.on(CHAT_SERVER_EVENTS.ready, (ready) => {
      this.state.latestReady = ready;
      this.state.refusal = null;
      this.setConnected(true);
      this.notify('ready', ready);
      void this.outbox.flush();
    });
    socket.on(CHAT_SERVER_EVENTS.message, (message, ack) => {
      ack();
      this.noteSeen(message.conversationId, message.seq);
      this.notify('message', message);
    });
    socket.on(CHAT_SERVER_EVENTS.delivered, (receipt) => this.notify('delivered', receipt));
    socket.on(CHAT_SERVER_EVENTS.read, (receipt) => this.notify('read', receipt));
    socket.on(CHAT_SERVER_EVENTS.typing, (notice) => this.notify('typing', notice));
    socket.on(CHAT_SERVER_EVENTS.shopperPresence, (changes) => this.notify('shopperPresence', changes));
    socket.on(CHAT_SERVER_EVENTS.agentPresence, (presence) => {
      const { latestReady } = this.state;
      if (latestReady?.role === 'customer') this.state.latestReady = { ...latestReady, agentsOnline: presence.online };
      this.notify('agentPresence', presence);
    });
    socket.on('disconnect', () => this.setConnected(false));
    socket.on('connect_error', (error) => {
      // socket.io stops retrying only when the server's middleware refused the handshake.
      if (socket.active) return;
      this.state.refusal = error.message;
      this.notify('refused', error.message);
    });
  }

  private async emitSend(request: SendMessageRequest): Promise<SendOutcome> {
    if (!this.socket.connected) return { kind: 'retry' };
    try {
      // socket.io's timeout() loses the event's types: the ack is the contract's.
      const answer = (await this.socket
        .timeout(CHAT_ACK_TIMEOUT_MS)
        .emitWithAck(CHAT_CLIENT_EVENTS.sendMessage, request)) as ChatAck<ChatMessage>;
      // Over the rate limit (e.g. a long queue typed offline): the rest waits for the next window.
      if (!answer.ok && answer.message === CHAT_ERRORS.tooFast) return { kind: 'retry', afterMs: CHAT_LIMITS.rateWindowMs };
      if (!answer.ok) return { kind: 'rejected', reason: answer.message };
      this.noteSeen(answer.data.conversationId, answer.data.seq);
      return { kind: 'sent', message: answer.data };
    } catch {
      // No answer in time; on a live socket nothing else would ask again.
      return { kind: 'retry', afterMs: this.socket.disconnected ? undefined : CHAT_ACK_TIMEOUT_MS };
    }
  }
}
