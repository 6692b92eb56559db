import type { OrderRecord } from '../orders/schemas/order.schema.js';
import type { UserRecord } from '../users/users.service.js';
import type {
  ChatAttachmentCard,
  ChatMessage,
  ChatMessageStatus,
  ConversationSummary,
  LastMessagePreview,
  RecentOrder,
  ShopperContext,
  ShopperConversation,
} from '@shop/contracts/chat/chat-events';
import { readMarkOf, unreadCountOf } from './conversations.service.js';
import type { AttachmentSnapshot, ChatMessageRecord } from './schemas/chat-message.schema.js';
import type { ConversationRecord } from './schemas/conversation.schema.js';

export function toChatMessage(message: ChatMessageRecord, conversation: ConversationRecord): ChatMessage {
  return {
    id: message._id.toString(),
    conversationId: message.conversationId.toString(),
    seq: message.seq,
    clientId: message.clientId,
    senderRole: message.senderRole,
    text: message.text,
    attachment: message.attachment ? toAttachmentCard(message.attachment) : null,
    status: statusOf(message, conversation),
    createdAt: message.createdAt.toISOString(),
  };
}

/** Read once the other side's read mark has passed it; delivered once a socket of the other side took it. */
function statusOf(message: ChatMessageRecord, conversation: ConversationRecord): ChatMessageStatus {
  const reader = message.senderRole === 'customer' ? 'admin' : 'customer';
  if (message.seq <= readMarkOf(conversation, reader)) return 'read';
  return message.deliveredAt ? 'delivered' : 'sent';
}

function toAttachmentCard(snapshot: AttachmentSnapshot): ChatAttachmentCard {
  const id = snapshot.refId.toString();
  if (snapshot.kind === 'product') {
    return { kind: 'product', id, name: snapshot.name ?? '', cover: snapshot.cover ?? '', price: snapshot.price ?? 0 };
  }
  return {
    kind: 'order',
    id,
    status: snapshot.status ?? '',
    totalPrice: snapshot.totalPrice ?? 0,
    createDate: snapshot.createDate?.toISOString() ?? '',
  };
}

export function toShopperConversation(conversation: ConversationRecord): ShopperConversation {
  return { id: conversation._id.toString(), lastSeq: conversation.lastSeq, unreadCount: unreadCountOf(conversation, 'customer') };
}

export interface ConversationListing {
  conversation: ConversationRecord;
  shopperEmail: string;
  lastMessage: ChatMessageRecord | null;
  online: boolean;
}

export function toConversationSummary({ conversation, shopperEmail, lastMessage, online }: ConversationListing): ConversationSummary {
  return {
    id: conversation._id.toString(),
    shopper: { id: conversation.shopperId.toString(), email: shopperEmail },
    lastMessage: lastMessage ? toLastMessagePreview(lastMessage) : null,
    lastSeq: conversation.lastSeq,
    unreadCount: unreadCountOf(conversation, 'admin'),
    online,
  };
}

function toLastMessagePreview(message: ChatMessageRecord): LastMessagePreview {
  return {
    seq: message.seq,
    senderRole: message.senderRole,
    text: message.text,
    attachmentKind: message.attachment?.kind ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}

export function toShopperContext(shopper: UserRecord, orders: OrderRecord[]): ShopperContext {
  return {
    shopper: {
      id: shopper._id.toString(),
      email: shopper.Email,
      recipient: shopper.UserName,
      phone: shopper.Phone,
      location: shopper.Location,
    },
    recentOrders: orders.map(toRecentOrder),
  };
}

function toRecentOrder(order: OrderRecord): RecentOrder {
  return { id: order._id.toString(), createDate: order.CreateDate.toISOString(), status: order.Status, totalPrice: order.TotalPrice };
}
