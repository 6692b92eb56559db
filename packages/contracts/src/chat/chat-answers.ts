/**
 * The chat's HTTP answers (CHAT_HTTP_PATHS) as schemas, for the API document and the PWA's checks in
 * development. Each is typed by its interface in chat-events.ts, which the socket code shares, so the two
 * cannot drift apart.
 */
import * as z from 'zod/mini';
import {
  CHAT_ATTACHMENT_KINDS,
  type ChatMessage,
  type ConversationListResponse,
  type ConversationMessagesResponse,
  type OwnMessagesResponse,
  type ShopperContextResponse,
  type UnreadCountResponse,
} from './chat-events.js';

const chatRoleSchema = z.enum(['customer', 'admin']);

const chatAttachmentCardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), id: z.string(), name: z.string(), cover: z.string(), price: z.number() }),
  z.object({ kind: z.literal('order'), id: z.string(), status: z.string(), totalPrice: z.number(), createDate: z.string() }),
]);

const chatMessageSchema: z.ZodMiniType<ChatMessage> = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number(),
  clientId: z.string(),
  senderRole: chatRoleSchema,
  text: z.string(),
  attachment: z.nullable(chatAttachmentCardSchema),
  status: z.enum(['sent', 'delivered', 'read']),
  createdAt: z.string(),
});

const messagePageFields = { success: z.literal(true), messages: z.array(chatMessageSchema), hasMore: z.boolean(), message: z.string() };

/** GET /chat/messages: the shopper's own conversation, a page of it. */
export const ownMessagesResponseSchema: z.ZodMiniType<OwnMessagesResponse> = z.object({
  ...messagePageFields,
  conversation: z.object({ id: z.string(), lastSeq: z.number(), unreadCount: z.number() }),
});

/** GET /chat/unread. */
export const unreadCountResponseSchema: z.ZodMiniType<UnreadCountResponse> = z.object({
  success: z.literal(true),
  unreadCount: z.number(),
  message: z.string(),
});

/** GET /chat/conversations/{id}/messages (admins). */
export const conversationMessagesResponseSchema: z.ZodMiniType<ConversationMessagesResponse> = z.object(messagePageFields);

const conversationSummarySchema = z.object({
  id: z.string(),
  shopper: z.object({ id: z.string(), email: z.string() }),
  lastMessage: z.nullable(
    z.object({
      seq: z.number(),
      senderRole: chatRoleSchema,
      text: z.string(),
      attachmentKind: z.nullable(z.enum(CHAT_ATTACHMENT_KINDS)),
      createdAt: z.string(),
    }),
  ),
  lastSeq: z.number(),
  unreadCount: z.number(),
  online: z.boolean(),
});

/** GET /chat/conversations (admins): the inbox, a page of it. */
export const conversationListResponseSchema: z.ZodMiniType<ConversationListResponse> = z.object({
  success: z.literal(true),
  conversations: z.array(conversationSummarySchema),
  totalItemNum: z.number(),
  message: z.string(),
});

/** GET /chat/conversations/{id}/context (admins): the shopper and their recent orders. */
export const shopperContextResponseSchema: z.ZodMiniType<ShopperContextResponse> = z.object({
  success: z.literal(true),
  context: z.object({
    shopper: z.object({ id: z.string(), email: z.string(), recipient: z.string(), phone: z.string(), location: z.string() }),
    recentOrders: z.array(z.object({ id: z.string(), createDate: z.string(), status: z.string(), totalPrice: z.number() })),
  }),
  message: z.string(),
});
