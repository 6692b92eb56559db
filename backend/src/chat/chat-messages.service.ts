import { ConflictException, HttpException, HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { isDuplicateKeyError } from '../common/all-exceptions.filter.js';
import { RateLimitService, type RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { ChatAttachmentsService } from './chat-attachments.service.js';
import { CHAT_ERRORS, CHAT_LIMITS } from './chat-events.js';
import { ConversationsService } from './conversations.service.js';
import type { SendMessageDto } from './dto/send-message.dto.js';
import { ChatMessage, type ChatMessageRecord } from './schemas/chat-message.schema.js';
import type { ConversationRecord } from './schemas/conversation.schema.js';

export const CHAT_MESSAGES_PER_USER: RateLimitRule = {
  name: 'chat-messages',
  limit: CHAT_LIMITS.messagesPerRateWindow,
  windowMs: CHAT_LIMITS.rateWindowMs,
};

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
  constructor(
    @InjectModel(ChatMessage.name) private readonly messages: Model<ChatMessage>,
    private readonly conversations: ConversationsService,
    private readonly attachments: ChatAttachmentsService,
    private readonly rateLimits: RateLimitService,
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
  async send(sender: AuthenticatedUser, request: SendMessageDto): Promise<SentMessage> {
    const conversation = await this.conversations.findAccessible(sender, request.conversationId);
    try {
      return { message: await this.store(conversation, sender, request), conversation, isNew: true };
    } catch (error) {
      const stored = await this.findSent(conversation, sender, request.clientId);
      if (stored) return { message: stored, conversation, isNew: false };
      if (isDuplicateKeyError(error)) throw new ConflictException(CHAT_ERRORS.clientIdTaken);
      throw error;
    }
  }

  /** Marks the message delivered when a socket of `recipient`'s side took it; answers it the first time only. */
  markDelivered(messageId: string, recipient: AuthenticatedUser): Promise<ChatMessageRecord | null> {
    return this.messages
      .findOneAndUpdate(
        { _id: messageId, senderRole: { $ne: recipient.role }, deliveredAt: null },
        { $set: { deliveredAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<ChatMessageRecord>();
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

  /** A resend that gets here takes a seq before its duplicate clientId is refused: that seq stays a gap. */
  private async store(conversation: ConversationRecord, sender: AuthenticatedUser, request: SendMessageDto): Promise<ChatMessageRecord> {
    if (!(await this.rateLimits.hit(CHAT_MESSAGES_PER_USER, sender.id))) {
      throw new HttpException(CHAT_ERRORS.tooFast, HttpStatus.TOO_MANY_REQUESTS);
    }
    const attachment = request.attachment ? await this.attachments.snapshot(request.attachment, conversation.shopperId) : null;
    const created = await this.messages.create({
      conversationId: conversation._id,
      seq: await this.conversations.allocateSeq(conversation._id),
      clientId: request.clientId,
      senderId: sender.id,
      senderRole: sender.role,
      text: request.text,
      attachment,
      createdAt: new Date(),
    });
    return created.toObject<ChatMessageRecord>();
  }

  private findSent(conversation: ConversationRecord, sender: AuthenticatedUser, clientId: string): Promise<ChatMessageRecord | null> {
    return this.messages.findOne({ conversationId: conversation._id, clientId, senderId: sender.id }).lean<ChatMessageRecord>();
  }
}
