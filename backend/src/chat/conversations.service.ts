import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { findPage, type Page } from '../common/pagination.js';
import type { UserRole } from '../common/auth/authenticated-user.js';
import { CHAT_ERRORS, CHAT_LIMITS } from '@shop/contracts/chat/chat-events';
import { ChatMessage, type ChatMessageRecord } from './schemas/chat-message.schema.js';
import { Conversation, type ConversationRecord } from './schemas/conversation.schema.js';

/** Conversations whose seq counter an instance keeps; the least recently used are forgotten first. */
const REMEMBERED_SEQ_COUNTERS = 10_000;

/** A conversation as this instance loaded it (its shopper never changes) and the last seq it handed out. */
interface SeqCounter {
  conversation: ConversationRecord;
  lastSeq: number;
}

export interface AllocatedSeq {
  conversation: ConversationRecord;
  seq: number;
}

type RecordedMessage = Pick<ChatMessageRecord, 'conversationId' | 'seq' | 'senderRole' | 'createdAt'>;

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
  private readonly seqCounters = new Map<string, SeqCounter>();

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
    const found = await this.conversations.findOne({ shopperId }).lean<ConversationRecord>();
    return found ?? this.open(shopperId);
  }

  private async open(shopperId: string): Promise<ConversationRecord> {
    const upsert = () =>
      this.conversations
        .findOneAndUpdate({ shopperId }, { $setOnInsert: { lastSeq: 0 } }, { upsert: true, returnDocument: 'after' })
        .lean<ConversationRecord>()
        .orFail();
    try {
      return await upsert();
    } catch (error) {
      // A first connection elsewhere inserted it meanwhile: the unique shopper index refused ours, and it is there now.
      if (!isDuplicateKeyError(error)) throw error;
      return upsert();
    }
  }

  /** How many admin messages the shopper has not read, without opening a conversation: 0 when they have none. */
  async shopperUnreadCount(shopperId: string): Promise<number> {
    const conversation = await this.conversations
      .findOne({ shopperId }, { shopperUnreadCount: 1 })
      .lean<Pick<ConversationRecord, 'shopperUnreadCount'>>();
    return conversation?.shopperUnreadCount ?? 0;
  }

  /** How many conversations wait for the staff, and how many shopper messages in them the staff has not read. */
  async staffUnread(): Promise<{ conversations: number; messages: number }> {
    const [unread = { conversations: 0, messages: 0 }] = await this.conversations.aggregate<{ conversations: number; messages: number }>([
      { $match: { staffUnreadCount: { $gt: 0 } } },
      { $group: { _id: null, conversations: { $sum: 1 }, messages: { $sum: '$staffUnreadCount' } } },
    ]);
    return { conversations: unread.conversations, messages: unread.messages };
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
   * The next seq for a message of `sender`, if they may write in the conversation (404 otherwise), from
   * this instance's counter for the conversation: no round trip once the conversation is known here.
   * The unique (conversation, seq) index of the messages is what keeps two instances from storing one
   * seq twice: the one that loses calls continueAfter and takes another. A seq handed out and not stored
   * (a resend, a failed write) stays a gap; counters that follow what every instance stores (loaded from
   * the latest message, moved on by continueAfter) keep a gap from being filled behind later messages.
   */
  async allocateSeq(sender: AuthenticatedUser, conversationId: string): Promise<AllocatedSeq> {
    const counter = this.takeSeqCounter(conversationId) ?? (await this.loadSeqCounter(conversationId));
    const { conversation } = counter;
    if (sender.role !== 'admin' && conversation.shopperId.toString() !== sender.id) {
      throw new NotFoundException(CHAT_ERRORS.conversationNotFound);
    }
    counter.lastSeq += 1;
    return { conversation, seq: counter.lastSeq };
  }

  /** A message is stored at `storedSeq` (by this instance or another): this instance's next seq comes after it. */
  continueAfter(conversationId: string, storedSeq: number): void {
    const counter = this.seqCounters.get(conversationId);
    if (counter) counter.lastSeq = Math.max(counter.lastSeq, storedSeq);
  }

  /**
   * Records a stored message on its conversation: its seq as the latest, one more unread for the other
   * side, the time. Written after the message, so a read mark never passes a seq that has no message
   * yet.
   */
  async recordMessage({ conversationId, seq, senderRole, createdAt }: RecordedMessage): Promise<void> {
    await this.conversations.updateOne(
      { _id: conversationId },
      { $max: { lastSeq: seq, lastMessageAt: createdAt }, $inc: { [READER_FIELDS[otherSide(senderRole)].unreadCount]: 1 } },
    );
  }

  /** The conversation's counter if this instance has it, moved to the end of the forgetting order. */
  private takeSeqCounter(conversationId: string): SeqCounter | undefined {
    const counter = this.seqCounters.get(conversationId);
    if (counter) {
      this.seqCounters.delete(conversationId);
      this.seqCounters.set(conversationId, counter);
    }
    return counter;
  }

  /**
   * Counts on from the latest stored message, not the conversation's lastSeq: that lags behind a message
   * whose record is still on its way, failed, or was cut off by a crash, and the seq after it may be a gap.
   */
  private async loadSeqCounter(conversationId: string): Promise<SeqCounter> {
    const _id = new Types.ObjectId(conversationId);
    const [conversation, latest] = await Promise.all([
      this.conversations.findById(_id).lean<ConversationRecord>(),
      this.messages.findOne({ conversationId: _id }, { seq: 1 }).sort({ seq: -1 }).lean<Pick<ChatMessageRecord, 'seq'>>(),
    ]);
    if (!conversation) throw new NotFoundException(CHAT_ERRORS.conversationNotFound);
    // A concurrent send may have loaded it meanwhile: both count on the same counter.
    const counter = this.seqCounters.get(conversationId) ?? { conversation, lastSeq: Math.max(conversation.lastSeq, latest?.seq ?? 0) };
    this.seqCounters.set(conversationId, counter);
    const [leastRecentlyUsed] = this.seqCounters.keys();
    if (this.seqCounters.size > REMEMBERED_SEQ_COUNTERS) this.seqCounters.delete(leastRecentlyUsed);
    return counter;
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
        (mark === current.lastSeq ? await this.markAllRead(current, reader) : null) ?? (await this.markReadThrough(current, reader, mark));
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
