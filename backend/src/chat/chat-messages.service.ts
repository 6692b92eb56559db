import { ConflictException, HttpException, HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { groupCommit, insertEach } from '../common/group-commit.js';
import { ChatAttachmentsService } from './chat-attachments.service.js';
import { ChatMessageRateLimit } from './chat-message-rate-limit.js';
import { CHAT_ERRORS, CHAT_LIMITS, type ChatAttachmentInput, type SendMessageRequest } from '@shop/contracts/chat/chat-events';
import { ConversationsService } from './conversations.service.js';
import { type AttachmentSnapshot, ChatMessage, type ChatMessageRecord } from './schemas/chat-message.schema.js';
import type { ConversationRecord } from './schemas/conversation.schema.js';

const MAX_MESSAGES_PER_WRITE = 1_000;

export interface SentMessage {
  message: ChatMessageRecord;
  conversation: ConversationRecord;
  /** False when the clientId was stored already: a resend, answered with the stored message. */
  isNew: boolean;
}

export interface MessagePageRequest {
  before?: number;
  limit?: number;
}

export interface StoredMessagePage {
  messages: ChatMessageRecord[];
  hasMore: boolean;
}

@Injectable()
export class ChatMessagesService implements OnModuleInit {
  // Inserts and delivery marks (one per admin socket a message reaches) are grouped: bench:chat's burst at 150 msg/s
  // (1,000 sockets, 10 admins) took 4.42 ms server CPU per message with one command each, 3.77 ms grouped, delivery
  // p95 6.6 s -> 5.4 s (2026-11-29, both on a machine at load 11-16). Remove when a round trip through mongoose
  // costs far less than a message's other work, or receipts are marked once per conversation and reader.
  private readonly inserts = groupCommit<ChatMessageRecord, undefined>(
    (messages) => insertEach(this.messages, messages),
    MAX_MESSAGES_PER_WRITE,
  );
  private readonly deliveries = groupCommit<string, boolean>((messageIds) => this.markAllDelivered(messageIds), MAX_MESSAGES_PER_WRITE);
  // Records on the conversation of messages this instance has stored and not yet recorded, by message id.
  private readonly recording = new Map<string, Promise<void>>();

  constructor(
    @InjectModel(ChatMessage.name) private readonly messages: Model<ChatMessage>,
    private readonly conversations: ConversationsService,
    private readonly attachments: ChatAttachmentsService,
    private readonly rateLimit: ChatMessageRateLimit,
  ) {}

  async onModuleInit(): Promise<void> {
    // The unique (conversation, clientId) index is what turns a racing resend into the stored message.
    await this.messages.init();
  }

  /**
   * Stores the message and answers it; nothing is acknowledged before it is stored. A resend of a
   * stored clientId answers the stored message. Resends are rare, so they are told apart only when
   * storing fails (on the unique clientId index, or on the rate limit), not looked up before each send.
   */
  async send(sender: AuthenticatedUser, request: SendMessageRequest): Promise<SentMessage> {
    try {
      return await this.store(sender, request);
    } catch (error) {
      const stored = await this.findSent(request.conversationId, sender, request.clientId);
      if (stored) return this.resent(sender, request.conversationId, stored);
      if (isDuplicateKeyError(error)) throw new ConflictException(CHAT_ERRORS.clientIdTaken);
      throw error;
    }
  }

  /**
   * A resend of a stored message. When its conversation never recorded it (that write failed after the
   * message was stored, and its sender got an error, or the instance stopped in between), it is recorded
   * now and answered as new, so that the other side hears of it. (Should a later message have been
   * recorded meanwhile, it cannot be told apart from a recorded one: the other side sees it in the history.)
   */
  private async resent(sender: AuthenticatedUser, conversationId: string, stored: ChatMessageRecord): Promise<SentMessage> {
    // Sent twice at once: the first send is still recording it, and tells the other side itself.
    await this.recording.get(stored._id.toString())?.catch(() => undefined);
    const conversation = await this.conversations.findAccessible(sender, conversationId);
    if (conversation.lastSeq >= stored.seq) return { message: stored, conversation, isNew: false };
    await this.record(stored);
    return { message: stored, conversation, isNew: true };
  }

  /** Marks the message delivered (a socket of the other side took it); answers whether this was the first time. */
  markDelivered(messageId: string): Promise<boolean> {
    return this.deliveries.load(messageId);
  }

  /** The `limit` messages before seq `before` (or the latest), oldest first. */
  async findPage(conversationId: Types.ObjectId, request: MessagePageRequest): Promise<StoredMessagePage> {
    const limit = request.limit ?? CHAT_LIMITS.historyPageSize;
    const before = request.before === undefined ? {} : { seq: { $lt: request.before } };
    const newestFirst = await this.messages
      .find({ conversationId, ...before })
      .sort({ seq: -1 })
      .limit(limit + 1)
      .lean<ChatMessageRecord[]>();
    return { messages: newestFirst.slice(0, limit).reverse(), hasMore: newestFirst.length > limit };
  }

  findLatest(conversationId: Types.ObjectId): Promise<ChatMessageRecord | null> {
    return this.messages.findOne({ conversationId }).sort({ seq: -1 }).lean<ChatMessageRecord>();
  }

  /** What a client that holds everything up to `afterSeq` has missed, in seq order. */
  findAfter(conversationId: Types.ObjectId, afterSeq: number): Promise<ChatMessageRecord[]> {
    return this.messages
      .find({ conversationId, seq: { $gt: afterSeq } })
      .sort({ seq: 1 })
      .limit(CHAT_LIMITS.catchUpMaxMessages)
      .lean<ChatMessageRecord[]>();
  }

  /**
   * The rate limit, then the access check and a seq from this instance's counter, then the message and
   * its record on the conversation. When another instance has
   * stored a message at that seq meanwhile, the counter moves past it and the message takes the next.
   */
  private async store(sender: AuthenticatedUser, request: SendMessageRequest): Promise<SentMessage> {
    if (!(await this.rateLimit.take(sender.id))) {
      throw new HttpException(CHAT_ERRORS.tooFast, HttpStatus.TOO_MANY_REQUESTS);
    }
    const attachment = request.attachment ? await this.snapshotFor(sender, request.conversationId, request.attachment) : null;
    for (;;) {
      const { conversation, seq } = await this.conversations.allocateSeq(sender, request.conversationId);
      let message: ChatMessageRecord;
      try {
        message = await this.insert(conversation, seq, sender, request, attachment);
      } catch (error) {
        const latest = isDuplicateKeyError(error) ? await this.findLatest(conversation._id) : null;
        // Otherwise the clientId was taken, or the write failed: send() tells which.
        if (!latest || latest.seq < seq) throw error;
        this.conversations.continueAfter(request.conversationId, latest.seq);
        continue;
      }
      await this.record(message);
      return { message, conversation, isNew: true };
    }
  }

  private async record(message: ChatMessageRecord): Promise<void> {
    const id = message._id.toString();
    const recorded = this.conversations.recordMessage(message);
    this.recording.set(id, recorded);
    try {
      await recorded;
    } finally {
      this.recording.delete(id);
    }
  }

  /** An order must be the conversation's shopper's, so the conversation is looked up first. */
  private async snapshotFor(
    sender: AuthenticatedUser,
    conversationId: string,
    attachment: ChatAttachmentInput,
  ): Promise<AttachmentSnapshot> {
    const { shopperId } = await this.conversations.findAccessible(sender, conversationId);
    return this.attachments.snapshot(attachment, shopperId);
  }

  private async insert(
    conversation: ConversationRecord,
    seq: number,
    sender: AuthenticatedUser,
    request: SendMessageRequest,
    attachment: AttachmentSnapshot | null,
  ): Promise<ChatMessageRecord> {
    const message: ChatMessageRecord = {
      _id: new Types.ObjectId(),
      conversationId: conversation._id,
      seq,
      clientId: request.clientId,
      senderId: new Types.ObjectId(sender.id),
      senderRole: sender.role,
      text: request.text,
      attachment,
      createdAt: new Date(),
      deliveredAt: null,
    };
    // A duplicate clientId fails this message alone, with the duplicate key error send() tells apart.
    await this.inserts.load(message);
    return message;
  }

  /**
   * Marks every message acknowledged meanwhile in one update. Only when some were marked already (by another
   * instance, or before a reconnect) are they looked up to tell which this update marked.
   */
  private async markAllDelivered(messageIds: readonly string[]): Promise<boolean[]> {
    const deliveredAt = new Date();
    const { modifiedCount } = await this.messages.updateMany({ _id: { $in: messageIds }, deliveredAt: null }, { $set: { deliveredAt } });
    if (modifiedCount === messageIds.length) return messageIds.map(() => true);
    const marked = await this.messages.find({ _id: { $in: messageIds }, deliveredAt }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    const markedNow = new Set(marked.map(({ _id }) => _id.toString()));
    return messageIds.map((id) => markedNow.has(id));
  }

  private findSent(conversationId: string, sender: AuthenticatedUser, clientId: string): Promise<ChatMessageRecord | null> {
    return this.messages.findOne({ conversationId, clientId, senderId: sender.id }).lean<ChatMessageRecord>();
  }
}
