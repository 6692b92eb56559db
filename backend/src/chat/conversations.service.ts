import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { isDuplicateKeyError } from '../common/all-exceptions.filter.js';
import { findPage, type Page } from '../common/pagination.js';
import type { UserRole } from '../users/schemas/user.schema.js';
import { CHAT_ERRORS, CHAT_LIMITS } from './chat-events.js';
import { ChatMessage } from './schemas/chat-message.schema.js';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema.js';

export interface ReadMark {
  conversation: ConversationRecord;
  throughSeq: number;
  unreadCount: number;
}

/** The seq up to which `reader`'s side has read the other side's messages. */
export function readMarkOf(conversation: ConversationRecord, reader: UserRole): number {
  return reader === 'customer' ? conversation.shopperReadSeq : conversation.staffReadSeq;
}

const otherSide = (role: UserRole): UserRole => (role === 'customer' ? 'admin' : 'customer');

@Injectable()
export class ConversationsService implements OnModuleInit {
  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(ChatMessage.name) private readonly messages: Model<ChatMessage>,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique shopper index is what keeps two first connections from opening two conversations.
    await this.conversations.init();
  }

  /** The shopper's conversation, opened on first use. */
  async openFor(shopperId: string): Promise<ConversationRecord> {
    const filter = { shopperId: new Types.ObjectId(shopperId) };
    const open = async () =>
      (await this.conversations
        .findOneAndUpdate(filter, { $setOnInsert: { lastSeq: 0 } }, { upsert: true, returnDocument: 'after' })
        .lean<ConversationRecord>())!;
    try {
      return await open();
    } catch (error) {
      // Two first connections raced to insert it; the loser finds the winner's.
      if (!isDuplicateKeyError(error)) throw error;
      return open();
    }
  }

  /** The conversation if `user` may see it (admins: any; shoppers: their own); 404 otherwise. */
  async findAccessible(user: AuthenticatedUser, conversationId: string): Promise<ConversationRecord> {
    const ownerOnly = user.role === 'admin' ? {} : { shopperId: user.id };
    const conversation = await this.conversations.findOne({ _id: conversationId, ...ownerOnly }).lean<ConversationRecord>();
    if (!conversation) throw new NotFoundException(CHAT_ERRORS.conversationNotFound);
    return conversation;
  }

  findByIds(conversationIds: string[]): Promise<ConversationRecord[]> {
    return this.conversations.find({ _id: { $in: conversationIds } }).lean<ConversationRecord[]>();
  }

  /** Conversations that have a message, latest activity first. */
  findPage(page: number): Promise<Page<ConversationRecord>> {
    const sort = { lastMessageAt: -1, _id: -1 } as const;
    return findPage(this.conversations, { lastSeq: { $gt: 0 } }, sort, page, CHAT_LIMITS.conversationsPageSize);
  }

  /** Hands out the next message seq; one atomic $inc, so concurrent senders never share one. */
  async allocateSeq(conversationId: Types.ObjectId): Promise<number> {
    const updated = await this.conversations
      .findOneAndUpdate({ _id: conversationId }, { $inc: { lastSeq: 1 }, $set: { lastMessageAt: new Date() } }, { returnDocument: 'after' })
      .select({ lastSeq: 1 })
      .lean();
    if (!updated) throw new NotFoundException(CHAT_ERRORS.conversationNotFound);
    return updated.lastSeq;
  }

  /** `reader`'s side has read the other side's messages up to throughSeq; the mark never moves back. */
  async markRead(conversation: ConversationRecord, reader: UserRole, throughSeq: number): Promise<ReadMark> {
    const field = reader === 'customer' ? 'shopperReadSeq' : 'staffReadSeq';
    const updated = await this.conversations
      .findOneAndUpdate({ _id: conversation._id }, { $max: { [field]: Math.min(throughSeq, conversation.lastSeq) } }, { returnDocument: 'after' })
      .lean<ConversationRecord>();
    if (!updated) throw new NotFoundException(CHAT_ERRORS.conversationNotFound);
    return { conversation: updated, throughSeq: readMarkOf(updated, reader), unreadCount: await this.unreadCount(updated, reader) };
  }

  /** The other side's messages that `reader`'s side has not read. */
  unreadCount(conversation: ConversationRecord, reader: UserRole): Promise<number> {
    return this.messages.countDocuments({
      conversationId: conversation._id,
      senderRole: otherSide(reader),
      seq: { $gt: readMarkOf(conversation, reader) },
    });
  }
}
