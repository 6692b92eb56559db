import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { findPage, type Page } from '../common/pagination.js';
import type { UserRole } from '../common/auth/authenticated-user.js';
import { CHAT_ERRORS, CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import { GroupCommit } from './group-commit.js';
import { ChatMessage } from './schemas/chat-message.schema.js';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema.js';

export interface ReadMark {
  conversation: ConversationRecord;
  throughSeq: number;
  unreadCount: number;
}

/** Where each side keeps how far it has read and how much of the other side's writing it has not. */
const READER_FIELDS = {
  customer: { readSeq: 'shopperReadSeq', unreadCount: 'shopperUnreadCount' },
  admin: { readSeq: 'staffReadSeq', unreadCount: 'staffUnreadCount' },
} as const satisfies Record<UserRole, { readSeq: keyof Conversation; unreadCount: keyof Conversation }>;

/** The seq up to which `reader`'s side has read the other side's messages. */
export function readMarkOf(conversation: ConversationRecord, reader: UserRole): number {
  return conversation[READER_FIELDS[reader].readSeq];
}

/** The other side's messages that `reader`'s side has not read. */
export function unreadCountOf(conversation: ConversationRecord, reader: UserRole): number {
  return conversation[READER_FIELDS[reader].unreadCount];
}

const otherSide = (role: UserRole): UserRole => (role === 'customer' ? 'admin' : 'customer');

@Injectable()
export class ConversationsService implements OnModuleInit {
  // Conversations opened by concurrent connections share their round trips to the database.
  private readonly opening = new GroupCommit<string, ConversationRecord>((shopperIds) => this.openAll(shopperIds));

  constructor(
    @InjectModel(Conversation.name) private readonly conversations: Model<Conversation>,
    @InjectModel(ChatMessage.name) private readonly messages: Model<ChatMessage>,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique shopper index is what keeps two first connections from opening two conversations.
    await this.conversations.init();
  }

  /** The shopper's conversation, opened on first use. */
  openFor(shopperId: string): Promise<ConversationRecord> {
    return this.opening.add(shopperId);
  }

  /**
   * Every shopper's conversation in one read, then, for those that have none yet, one upsert each in one
   * bulk write and a read of what it made: the sockets of a crowd connecting at once share three round trips.
   */
  private async openAll(shopperIds: string[]): Promise<PromiseSettledResult<ConversationRecord>[]> {
    const found = await this.findByShoppers(shopperIds);
    const missing = [...new Set(shopperIds.filter((shopperId) => !found.has(shopperId)))];
    if (missing.length > 0) {
      const upserts = missing.map((shopperId) => ({
        updateOne: { filter: { shopperId: new Types.ObjectId(shopperId) }, update: { $setOnInsert: { lastSeq: 0 } }, upsert: true },
      }));
      try {
        await this.conversations.bulkWrite(upserts, { ordered: false });
      } catch (error) {
        // A first connection on another instance inserted it meanwhile: the read below finds that one.
        if (!isDuplicateKeyError(error)) throw error;
      }
      for (const [shopperId, conversation] of await this.findByShoppers(missing)) found.set(shopperId, conversation);
    }
    return shopperIds.map((shopperId) => {
      const conversation = found.get(shopperId);
      return conversation
        ? { status: 'fulfilled', value: conversation }
        : { status: 'rejected', reason: new Error(`No conversation opened for ${shopperId}`) };
    });
  }

  private async findByShoppers(shopperIds: string[]): Promise<Map<string, ConversationRecord>> {
    const conversations = await this.conversations
      .find({ shopperId: { $in: shopperIds.map((shopperId) => new Types.ObjectId(shopperId)) } })
      .lean<ConversationRecord[]>();
    return new Map(conversations.map((conversation) => [conversation.shopperId.toString(), conversation]));
  }

  /** How many admin messages the shopper has not read, without opening a conversation: 0 when they have none. */
  async shopperUnreadCount(shopperId: string): Promise<number> {
    const conversation = await this.conversations
      .findOne({ shopperId }, { shopperUnreadCount: 1 })
      .lean<Pick<ConversationRecord, 'shopperUnreadCount'>>();
    return conversation?.shopperUnreadCount ?? 0;
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

  /**
   * Takes the next seq for a message of `sender`, if they may write in the conversation (404 otherwise),
   * and counts the message unread for the other side: one atomic $inc, so concurrent senders never
   * share a seq. Through the driver's collection: on the send path, mongoose's query building costs
   * about as much as the round trip itself.
   */
  async allocateMessage(sender: AuthenticatedUser, conversationId: string): Promise<ConversationRecord> {
    const ownerOnly = sender.role === 'admin' ? {} : { shopperId: new Types.ObjectId(sender.id) };
    const now = new Date();
    const conversation = await this.conversations.collection.findOneAndUpdate(
      { _id: new Types.ObjectId(conversationId), ...ownerOnly },
      { $inc: { lastSeq: 1, [READER_FIELDS[otherSide(sender.role)].unreadCount]: 1 }, $set: { lastMessageAt: now, updatedAt: now } },
      { returnDocument: 'after' },
    );
    if (!conversation) throw new NotFoundException(CHAT_ERRORS.conversationNotFound);
    return conversation as unknown as ConversationRecord;
  }

  /** Takes back the unread count of an allocated seq whose message was not stored, unless the reader has read past it. */
  async withdrawUnread(allocated: ConversationRecord, sender: UserRole): Promise<void> {
    const reader = READER_FIELDS[otherSide(sender)];
    await this.conversations.updateOne(
      { _id: allocated._id, [reader.readSeq]: { $lt: allocated.lastSeq } },
      { $inc: { [reader.unreadCount]: -1 } },
    );
  }

  /**
   * `reader`'s side has read the other side's messages up to throughSeq; the mark never moves back.
   * Each update is conditional on what it was computed from, and retried on the new state when another
   * reader or sender got there first, so that the unread count never loses a message nor counts one off
   * twice. (A message still being stored when a partial read passes it stays counted until the reader
   * next reads to the end.)
   */
  async markRead(conversation: ConversationRecord, reader: UserRole, throughSeq: number): Promise<ReadMark> {
    let current = conversation;
    // Ends: only another reader's moving the mark forward makes both updates miss, and marks stop at lastSeq.
    for (;;) {
      const mark = Math.min(throughSeq, current.lastSeq);
      if (mark <= readMarkOf(current, reader)) return toReadMark(current, reader);
      const updated =
        (mark === current.lastSeq && (await this.markAllRead(current, reader))) || (await this.markReadThrough(current, reader, mark));
      if (updated) return toReadMark(updated, reader);
      current = await this.findById(current._id);
    }
  }

  /** Everything is read, provided no message came since `conversation` was loaded. */
  private markAllRead(conversation: ConversationRecord, reader: UserRole): Promise<ConversationRecord | null> {
    const fields = READER_FIELDS[reader];
    return this.conversations
      .findOneAndUpdate(
        { _id: conversation._id, lastSeq: conversation.lastSeq },
        { $max: { [fields.readSeq]: conversation.lastSeq }, $set: { [fields.unreadCount]: 0 } },
        { returnDocument: 'after' },
      )
      .lean<ConversationRecord>();
  }

  /** The other side's messages between the current mark and `mark` are read, provided the mark has not moved meanwhile. */
  private async markReadThrough(conversation: ConversationRecord, reader: UserRole, mark: number): Promise<ConversationRecord | null> {
    const fields = READER_FIELDS[reader];
    const from = readMarkOf(conversation, reader);
    const read = await this.messages.countDocuments({
      conversationId: conversation._id,
      senderRole: otherSide(reader),
      seq: { $gt: from, $lte: mark },
    });
    return this.conversations
      .findOneAndUpdate(
        { _id: conversation._id, [fields.readSeq]: from },
        { $set: { [fields.readSeq]: mark }, $inc: { [fields.unreadCount]: -read } },
        { returnDocument: 'after' },
      )
      .lean<ConversationRecord>();
  }

  private async findById(conversationId: Types.ObjectId): Promise<ConversationRecord> {
    const conversation = await this.conversations.findById(conversationId).lean<ConversationRecord>();
    if (!conversation) throw new NotFoundException(CHAT_ERRORS.conversationNotFound);
    return conversation;
  }
}

function toReadMark(conversation: ConversationRecord, reader: UserRole): ReadMark {
  return { conversation, throughSeq: readMarkOf(conversation, reader), unreadCount: unreadCountOf(conversation, reader) };
}
