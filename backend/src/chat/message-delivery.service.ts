import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { ChatCluster } from './chat-cluster.js';
import { CHAT_SERVER_EVENTS } from '@shop/contracts/chat/chat-events';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatRooms } from './chat-rooms.js';
import { ConversationsService } from './conversations.service.js';
import {
  type ChatSocket,
  CLUSTER_DELIVERY_EVENT,
  conversationRooms,
  type MessageDelivery,
  shopperRoom,
  STAFF_ROOM,
} from './chat-socket.js';

/** How long a socket has to acknowledge a message before it counts as not delivered to that socket. */
const DELIVERY_ACK_TIMEOUT_MS = 30_000;
/** Recent messages whose delivery this instance has recorded already; the oldest are forgotten first. */
const REMEMBERED_DELIVERIES = 10_000;

interface CatchUp {
  /** Live messages that came while the missed ones were loading, to send after them; null once caught up. */
  held: MessageDelivery[] | null;
  /** What the catch-up sent: a live copy of one of these arriving later is dropped. */
  sentIds: Set<string>;
}

/**
 * Hands stored messages to sockets, each message once per socket, and records the first delivery to
 * the other side. Messages go socket by socket rather than as a room broadcast so that a reconnecting
 * socket can hold live messages back until its missed ones are out: a message stored just before the
 * catch-up query and published just after the socket joined its rooms would otherwise arrive twice.
 */
@Injectable()
export class MessageDeliveryService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('ChatDelivery');
  private readonly catchUps = new WeakMap<ChatSocket, CatchUp>();
  // Every admin socket acknowledges a shopper's message: one write per message is enough.
  private readonly recordedDeliveries = new Set<string>();
  // Acks still arrive while the app closes; the database is about to go, so they are let go.
  private shuttingDown = false;

  constructor(
    private readonly rooms: ChatRooms,
    private readonly cluster: ChatCluster,
    private readonly messages: ChatMessagesService,
    private readonly conversations: ConversationsService,
  ) {}

  beforeApplicationShutdown(): void {
    this.shuttingDown = true;
  }

  /** Takes messages published by the other instances; this instance's seqs for their conversations come after them. */
  listenToCluster(): void {
    this.rooms.namespace.on(CLUSTER_DELIVERY_EVENT, (delivery) => {
      this.conversations.continueAfter(delivery.message.conversationId, delivery.message.seq);
      this.deliverLocally(delivery);
    });
  }

  publish(delivery: MessageDelivery): void {
    // The in-memory adapter only warns on serverSideEmit: a single instance has no one to tell.
    if (this.cluster.enabled) this.rooms.namespace.serverSideEmit(CLUSTER_DELIVERY_EVENT, delivery);
    this.deliverLocally(delivery);
  }

  /** Joins the socket to its rooms, sends what it missed in order, then what arrived meanwhile. */
  async catchUp(socket: ChatSocket, rooms: string[], loadMissed: () => Promise<MessageDelivery[]>): Promise<void> {
    const catchUp: CatchUp = { held: [], sentIds: new Set() };
    this.catchUps.set(socket, catchUp);
    await socket.join(rooms);
    try {
      for (const delivery of await loadMissed()) {
        this.send(socket, delivery);
        catchUp.sentIds.add(delivery.message.id);
      }
    } finally {
      const held = catchUp.held ?? [];
      catchUp.held = null;
      for (const delivery of held) this.deliver(socket, delivery);
    }
  }

  private deliverLocally(delivery: MessageDelivery): void {
    for (const socket of this.rooms.localSocketsIn(conversationRooms(delivery.shopperId))) {
      if (socket.id !== delivery.exceptSocketId) this.deliver(socket, delivery);
    }
  }

  private deliver(socket: ChatSocket, delivery: MessageDelivery): void {
    const catchUp = this.catchUps.get(socket);
    if (catchUp?.held) catchUp.held.push(delivery);
    else if (!catchUp?.sentIds.has(delivery.message.id)) this.send(socket, delivery);
  }

  private send(socket: ChatSocket, delivery: MessageDelivery): void {
    socket.timeout(DELIVERY_ACK_TIMEOUT_MS).emit(CHAT_SERVER_EVENTS.message, delivery.message, (error: Error | null) => {
      if (!error) void this.recordDelivery(socket, delivery);
    });
  }

  private async recordDelivery(socket: ChatSocket, { message, shopperId }: MessageDelivery): Promise<void> {
    const recipient = socket.data.user;
    if (this.shuttingDown || recipient.role === message.senderRole || this.recordedDeliveries.has(message.id)) return;
    this.rememberDelivery(message.id);
    try {
      if (!(await this.messages.markDelivered(message.id))) return;
      const receipt = { conversationId: message.conversationId, messageId: message.id, seq: message.seq };
      const senderSide = message.senderRole === 'admin' ? STAFF_ROOM : shopperRoom(shopperId);
      this.rooms.emit(senderSide, CHAT_SERVER_EVENTS.delivered, receipt);
    } catch (error) {
      this.recordedDeliveries.delete(message.id);
      this.logger.warn(`Could not record the delivery of message ${message.id}: ${(error as Error).message}`);
    }
  }

  private rememberDelivery(messageId: string): void {
    this.recordedDeliveries.add(messageId);
    if (this.recordedDeliveries.size > REMEMBERED_DELIVERIES) {
      const oldest = this.recordedDeliveries.values().next().value;
      if (oldest !== undefined) this.recordedDeliveries.delete(oldest);
    }
  }
}
