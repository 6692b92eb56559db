import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { OrderReadsService } from '../orders/order-reads.service.js';
import { UsersService } from '../users/users.service.js';
import { ChatMessagesService, type MessagePageRequest } from './chat-messages.service.js';
import {
  CHAT_ERRORS,
  type ConversationSummary,
  type MessagePage,
  type ShopperContext,
  type ShopperConversation,
} from '@shop/contracts/chat/chat-events';
import { toChatMessage, toConversationSummary, toShopperContext, toShopperConversation } from './chat.mapper.js';
import { ChatPresence } from './chat-presence.js';
import { ConversationsService } from './conversations.service.js';
import type { ConversationRecord } from './schemas/conversation.schema.js';

export const RECENT_ORDERS_IN_CONTEXT = 5;
export const SHOPPER_NOT_FOUND = 'The shopper of this conversation no longer exists.';

export interface OwnMessages extends MessagePage {
  conversation: ShopperConversation;
}

export interface ConversationList {
  conversations: ConversationSummary[];
  total: number;
}

/** What the chat's HTTP calls read: history pages, the admins' conversation list, the shopper beside a conversation. */
@Injectable()
export class ChatInboxService {
  constructor(
    private readonly orders: OrderReadsService,
    private readonly conversations: ConversationsService,
    private readonly messages: ChatMessagesService,
    private readonly users: UsersService,
    private readonly presence: ChatPresence,
  ) {}

  async ownMessages(shopper: AuthenticatedUser, request: MessagePageRequest): Promise<OwnMessages> {
    // An admin's socket joins the staff side only, so a conversation of their own could never be answered.
    if (shopper.role === 'admin') throw new ForbiddenException(CHAT_ERRORS.adminsHaveNoOwnConversation);
    const conversation = await this.conversations.openFor(shopper.id);
    return { ...(await this.messagePage(conversation, request)), conversation: toShopperConversation(conversation) };
  }

  /** Unlike ownMessages, opens no conversation: the chat button asks on every page. */
  async ownUnreadCount(shopper: AuthenticatedUser): Promise<number> {
    if (shopper.role === 'admin') throw new ForbiddenException(CHAT_ERRORS.adminsHaveNoOwnConversation);
    return this.conversations.shopperUnreadCount(shopper.id);
  }

  async conversationMessages(admin: AuthenticatedUser, conversationId: string, request: MessagePageRequest): Promise<MessagePage> {
    return this.messagePage(await this.conversations.findAccessible(admin, conversationId), request);
  }

  async listConversations(page: number): Promise<ConversationList> {
    const [{ items, total }, onlineIds] = await Promise.all([this.conversations.findPage(page), this.presence.onlineConversationIds()]);
    const summaries = await Promise.all(
      items.map(async (conversation) => {
        const [shopper, lastMessage] = await Promise.all([
          this.users.findById(conversation.shopperId.toString()),
          this.messages.findLatest(conversation._id),
        ]);
        const online = onlineIds.has(conversation._id.toString());
        return toConversationSummary({ conversation, shopperEmail: shopper?.Email ?? '', lastMessage, online });
      }),
    );
    return { conversations: summaries, total };
  }

  async shopperContext(admin: AuthenticatedUser, conversationId: string): Promise<ShopperContext> {
    const conversation = await this.conversations.findAccessible(admin, conversationId);
    const [shopper, recentOrders] = await Promise.all([
      this.users.findById(conversation.shopperId.toString()),
      this.orders.recentPlacedOrders(conversation.shopperId, RECENT_ORDERS_IN_CONTEXT),
    ]);
    if (!shopper) throw new NotFoundException(SHOPPER_NOT_FOUND);
    return toShopperContext(shopper, recentOrders);
  }

  private async messagePage(conversation: ConversationRecord, request: MessagePageRequest): Promise<MessagePage> {
    const page = await this.messages.findPage(conversation._id, request);
    return { messages: page.messages.map((message) => toChatMessage(message, conversation)), hasMore: page.hasMore };
  }
}
