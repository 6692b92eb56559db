import { Injectable, Logger } from '@nestjs/common';
import { DomainEventBus } from '../common/events/domain-event-bus.js';
import { chatOk } from './chat-ack.filter.js';
import {
  type ChatAck,
  type ChatMessage,
  CHAT_SERVER_EVENTS,
  type LastSeenSeq,
  type MarkReadRequest,
  type ReadReceipt,
  type SendMessageRequest,
  type SetTypingRequest,
} from '@shop/contracts/chat/chat-events';
import { ChatHandshake } from './chat-handshake.js';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatPresence } from './chat-presence.js';
import { ChatRooms } from './chat-rooms.js';
import { type ChatSocket, conversationRooms, type MessageDelivery, SHOPPERS_ROOM, shopperRoom, STAFF_ROOM } from './chat-socket.js';
import { toChatMessage, toShopperConversation } from './chat.mapper.js';
import { ConversationsService } from './conversations.service.js';
import { MessageDeliveryService } from './message-delivery.service.js';

/** socket.io's reason when the server itself closes: nobody left to tell about presence. */
const SERVER_SHUTTING_DOWN = 'server shutting down';

/** What each chat socket event does: one method per event, each answering the socket's ack. */
@Injectable()
export class ChatService {
  private readonly logger = new Logger('Chat');

  constructor(
    private readonly handshake: ChatHandshake,
    private readonly conversations: ConversationsService,
    private readonly messages: ChatMessagesService,
    private readonly delivery: MessageDeliveryService,
    private readonly presence: ChatPresence,
    private readonly rooms: ChatRooms,
    private readonly events: DomainEventBus,
  ) {}

  /** Joins the socket's rooms, sends what it missed, then `chat:ready`; a socket that cannot be set up is dropped. */
  async connect(socket: ChatSocket): Promise<void> {
    try {
      const lastSeen = this.handshake.takeLastSeen(socket);
      if (socket.data.user.role === 'admin') await this.connectAdmin(socket, lastSeen);
      else await this.connectShopper(socket, lastSeen);
      this.presence.announceArrival(socket);
    } catch (error) {
      this.logger.error(`Could not set up a chat socket: ${(error as Error).stack ?? String(error)}`);
      socket.disconnect(true);
    }
  }

  async disconnect(socket: ChatSocket, reason: string): Promise<void> {
    if (reason === SERVER_SHUTTING_DOWN) return;
    try {
      await this.presence.announceDeparture(socket);
    } catch (error) {
      this.logger.warn(`Could not announce a departure: ${(error as Error).message}`);
    }
  }

  async send(socket: ChatSocket, request: SendMessageRequest): Promise<ChatAck<ChatMessage>> {
    const sent = await this.messages.send(socket.data.user, request);
    const message = toChatMessage(sent.message, sent.conversation);
    if (sent.isNew) this.delivery.publish({ message, shopperId: sent.conversation.shopperId.toString(), exceptSocketId: socket.id });
    if (sent.isNew && message.senderRole === 'admin') await this.pushIfChatClosed(sent.conversation.shopperId.toString(), message);
    return chatOk(message);
  }

  /**
   * A shopper with a page of the shop open is connected to the chat (the chat button's badge counts the reply
   * live, the open chat shows it); only a shopper with none open, on any instance, needs a push to hear of it.
   */
  private async pushIfChatClosed(shopperId: string, message: ChatMessage): Promise<void> {
    try {
      if (!(await this.presence.isShopperOnline(shopperId))) await this.events.publish('chat.replyUnseen', { shopperId, message });
    } catch (error) {
      // The reply is stored and delivered already: a failed look-up costs only its push.
      this.logger.warn(`Could not check whether to push message ${message.id}: ${(error as Error).message}`);
    }
  }

  async markRead(socket: ChatSocket, request: MarkReadRequest): Promise<ChatAck<ReadReceipt>> {
    const { user } = socket.data;
    const conversation = await this.conversations.findAccessible(user, request.conversationId);
    const mark = await this.conversations.markRead(conversation, user.role, request.throughSeq);
    const receipt = {
      conversationId: request.conversationId,
      readBy: user.role,
      throughSeq: mark.throughSeq,
      unreadCount: mark.unreadCount,
    };
    this.rooms.emit(conversationRooms(conversation.shopperId.toString()), CHAT_SERVER_EVENTS.read, receipt);
    return chatOk(receipt);
  }

  async setTyping(socket: ChatSocket, request: SetTypingRequest): Promise<ChatAck<null>> {
    const { user } = socket.data;
    const conversation = await this.conversations.findAccessible(user, request.conversationId);
    const notice = { conversationId: request.conversationId, role: user.role, typing: request.typing };
    socket.to(conversationRooms(conversation.shopperId.toString())).emit(CHAT_SERVER_EVENTS.typing, notice);
    return chatOk(null);
  }

  private async connectShopper(socket: ChatSocket, lastSeen: LastSeenSeq[]): Promise<void> {
    const { user } = socket.data;
    const conversation = await this.conversations.openFor(user.id);
    socket.data.conversationId = conversation._id.toString();
    await this.delivery.catchUp(socket, [shopperRoom(user.id), SHOPPERS_ROOM], () => this.missedMessages(socket, lastSeen));
    const agentsOnline = await this.presence.agentsOnline();
    socket.emit(CHAT_SERVER_EVENTS.ready, { role: 'customer', conversation: toShopperConversation(conversation), agentsOnline });
  }

  private async connectAdmin(socket: ChatSocket, lastSeen: LastSeenSeq[]): Promise<void> {
    await this.delivery.catchUp(socket, [STAFF_ROOM], () => this.missedMessages(socket, lastSeen));
    const onlineConversationIds = [...(await this.presence.onlineConversationIds())];
    socket.emit(CHAT_SERVER_EVENTS.ready, { role: 'admin', onlineConversationIds });
  }

  /** Messages after each given seq, in the conversations the socket may see (a shopper: only their own). */
  private async missedMessages(socket: ChatSocket, lastSeen: LastSeenSeq[]): Promise<MessageDelivery[]> {
    const { user, conversationId } = socket.data;
    const wanted = user.role === 'admin' ? lastSeen : lastSeen.filter((entry) => entry.conversationId === conversationId);
    if (wanted.length === 0) return [];
    const conversations = await this.conversations.findByIds(wanted.map((entry) => entry.conversationId));
    const perConversation = await Promise.all(
      conversations.map(async (conversation) => {
        const afterSeq = wanted.find((entry) => entry.conversationId === conversation._id.toString())?.seq ?? 0;
        const missed = await this.messages.findAfter(conversation._id, afterSeq);
        const shopperId = conversation.shopperId.toString();
        return missed.map((message) => ({ message: toChatMessage(message, conversation), shopperId }));
      }),
    );
    return perConversation.flat();
  }
}
