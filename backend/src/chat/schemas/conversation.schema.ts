import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
// Schema.Types.ObjectId: given mongoose.Types.ObjectId, mongoose 9 makes the path Mixed and casts nothing.
import mongoose, { Types } from 'mongoose';
import { USER_ROLES, type UserRole } from '../../users/schemas/user.schema.js';
import { CHAT_ATTACHMENT_KINDS, type ChatAttachmentKind } from '../chat-events.js';

/** What the admins' conversation list shows of the latest message. */
@Schema({ _id: false, versionKey: false })
export class LastMessage {
  @Prop({ type: Number, required: true })
  seq: number;

  @Prop({ type: String, enum: USER_ROLES, required: true })
  senderRole: UserRole;

  @Prop({ type: String, required: true })
  text: string;

  @Prop({ type: String, enum: [...CHAT_ATTACHMENT_KINDS, null], default: null })
  attachmentKind: ChatAttachmentKind | null;

  @Prop({ type: Date, required: true })
  createdAt: Date;
}

/**
 * A shopper's one conversation with the shop's staff. It hands out the message sequence numbers and
 * keeps how far each side has read; read states and unread counts are derived from those marks.
 */
@Schema({ collection: 'chat_conversations', versionKey: false, timestamps: true })
export class Conversation {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  shopperId: Types.ObjectId;

  /** The seq given to the latest message; raised with $inc, so two senders never get the same one. */
  @Prop({ type: Number, default: 0 })
  lastSeq: number;

  /** The shopper has read every admin message up to this seq. */
  @Prop({ type: Number, default: 0 })
  shopperReadSeq: number;

  /** Some admin has read every shopper message up to this seq. */
  @Prop({ type: Number, default: 0 })
  staffReadSeq: number;

  @Prop({ type: Date, default: null })
  lastMessageAt: Date | null;

  @Prop({ type: SchemaFactory.createForClass(LastMessage), default: null })
  lastMessage: LastMessage | null;
}

export type ConversationRecord = Conversation & { _id: Types.ObjectId };

export const ConversationSchema = SchemaFactory.createForClass(Conversation);
ConversationSchema.index({ shopperId: 1 }, { unique: true });
ConversationSchema.index({ lastMessageAt: -1 });
