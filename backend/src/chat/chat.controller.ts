import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../common/auth/admin.guard.js';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SessionGuard } from '../common/auth/session.guard.js';
import { Contract } from '../common/api-contract.decorator.js';
import { parseObjectId } from '../common/object-id.js';
import { ParseOrRejectPipe } from '../common/parse-or-reject.pipe.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ChatInboxService } from './chat-inbox.service.js';
import {
  CHAT_ERRORS,
  type ConversationListResponse,
  type ConversationMessagesResponse,
  type OwnMessagesResponse,
  type ShopperContextResponse,
  type UnreadCountResponse,
} from '@shop/contracts/chat/chat-events';
import {
  type ConversationListQuery,
  conversationListQuerySchema,
  type MessagePageQuery,
  messagePageQuerySchema,
} from '@shop/contracts/chat/chat-queries';
import {
  conversationListResponseSchema,
  conversationMessagesResponseSchema,
  ownMessagesResponseSchema,
  shopperContextResponseSchema,
  unreadCountResponseSchema,
} from '@shop/contracts/chat/chat-answers';

const conversationIdPipe = new ParseOrRejectPipe(parseObjectId, CHAT_ERRORS.invalidConversationId);
const messagePagePipe = new ZodValidationPipe(messagePageQuerySchema);

/** The chat's reads over HTTP; sending, receipts and presence go through the socket (chat.gateway.ts). */
@Controller('chat')
export class ChatController {
  constructor(private readonly inbox: ChatInboxService) {}

  @Get('messages')
  @UseGuards(SessionGuard)
  @Contract({
    summary: "The shopper's own conversation, a page of messages before a seq",
    access: 'logged in',
    errors: [400, 403],
    query: messagePageQuerySchema,
    answer: ownMessagesResponseSchema,
  })
  async ownMessages(@CurrentUser() user: AuthenticatedUser, @Query(messagePagePipe) query: MessagePageQuery): Promise<OwnMessagesResponse> {
    return { success: true, ...(await this.inbox.ownMessages(user, query)), message: 'Messages loaded.' };
  }

  @Get('unread')
  @UseGuards(SessionGuard)
  @Contract({ summary: 'Admin messages the shopper has not read', access: 'logged in', errors: [], answer: unreadCountResponseSchema })
  async ownUnreadCount(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCountResponse> {
    return { success: true, unreadCount: await this.inbox.ownUnreadCount(user), message: 'Unread count loaded.' };
  }

  @Get('conversations')
  @UseGuards(AdminGuard)
  @Contract({
    summary: 'The admin inbox, a page of conversations',
    access: 'admin',
    errors: [400],
    query: conversationListQuerySchema,
    answer: conversationListResponseSchema,
  })
  async conversations(
    @Query(new ZodValidationPipe(conversationListQuerySchema)) query: ConversationListQuery,
  ): Promise<ConversationListResponse> {
    const list = await this.inbox.listConversations(query.page ?? 1);
    return { success: true, conversations: list.conversations, totalItemNum: list.total, message: 'Conversations loaded.' };
  }

  @Get('conversations/:conversationId/messages')
  @UseGuards(AdminGuard)
  @Contract({
    summary: "A page of a shopper's conversation",
    access: 'admin',
    errors: [400, 404],
    query: messagePageQuerySchema,
    answer: conversationMessagesResponseSchema,
  })
  async conversationMessages(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('conversationId', conversationIdPipe) conversationId: string,
    @Query(messagePagePipe) query: MessagePageQuery,
  ): Promise<ConversationMessagesResponse> {
    return { success: true, ...(await this.inbox.conversationMessages(admin, conversationId, query)), message: 'Messages loaded.' };
  }

  @Get('conversations/:conversationId/context')
  @UseGuards(AdminGuard)
  @Contract({
    summary: 'The shopper behind a conversation and their recent orders',
    access: 'admin',
    errors: [400, 404],
    answer: shopperContextResponseSchema,
  })
  async context(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('conversationId', conversationIdPipe) conversationId: string,
  ): Promise<ShopperContextResponse> {
    return { success: true, context: await this.inbox.shopperContext(admin, conversationId), message: 'Shopper details loaded.' };
  }
}
