import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { toChatMessage } from './chat.mapper.js';
import type { ChatMessageRecord } from './schemas/chat-message.schema.js';
import type { ConversationRecord } from './schemas/conversation.schema.js';

const conversation = (marks: Partial<ConversationRecord> = {}): ConversationRecord => ({
  _id: new Types.ObjectId(),
  shopperId: new Types.ObjectId(),
  lastSeq: 10,
  shopperReadSeq: 0,
  staffReadSeq: 0,
  shopperUnreadCount: 0,
  staffUnreadCount: 0,
  lastMessageAt: new Date(),
  ...marks,
});

const message = (overrides: Partial<ChatMessageRecord> = {}): ChatMessageRecord => ({
  _id: new Types.ObjectId(),
  conversationId: new Types.ObjectId(),
  seq: 5,
  clientId: 'client-0001',
  senderId: new Types.ObjectId(),
  senderRole: 'customer',
  text: 'Hello',
  attachment: null,
  createdAt: new Date('2030-01-01T10:00:00Z'),
  deliveredAt: null,
  ...overrides,
});

describe('toChatMessage', () => {
  it("says sent, then delivered, then read once the other side's read mark has passed it", () => {
    expect(toChatMessage(message(), conversation()).status).toBe('sent');
    expect(toChatMessage(message({ deliveredAt: new Date() }), conversation()).status).toBe('delivered');
    expect(toChatMessage(message(), conversation({ staffReadSeq: 5 })).status).toBe('read');
  });

  it("reads a shopper's message by the admins' mark and an admin's by the shopper's", () => {
    const readByShopperOnly = conversation({ shopperReadSeq: 9 });
    expect(toChatMessage(message({ senderRole: 'customer' }), readByShopperOnly).status).toBe('sent');
    expect(toChatMessage(message({ senderRole: 'admin' }), readByShopperOnly).status).toBe('read');
  });

  it('shows an attachment snapshot as its card', () => {
    const orderId = new Types.ObjectId();
    const snapshot = {
      kind: 'order' as const,
      refId: orderId,
      status: 'Shipped',
      totalPrice: 19.9,
      createDate: new Date('2030-01-01T09:00:00Z'),
    };
    expect(toChatMessage(message({ attachment: snapshot }), conversation()).attachment).toEqual({
      kind: 'order',
      id: orderId.toString(),
      status: 'Shipped',
      totalPrice: 19.9,
      createDate: '2030-01-01T09:00:00.000Z',
    });
  });
});
