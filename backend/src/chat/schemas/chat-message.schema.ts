import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
// Schema.Types.ObjectId: given mongoose.Types.ObjectId, mongoose 9 makes the path Mixed and casts nothing.
import mongoose, { Types } from 'mongoose';
import { USER_ROLES, type UserRole } from '../../common/auth/authenticated-user.js';
import { CHAT_ATTACHMENT_KINDS, type ChatAttachmentKind } from '@shop/contracts/chat/chat-events';

/**
 * A snapshot of the attached order or product, so that the card shows what was discussed even after
 * the product or the order changes. Product cards use name, cover and price; order cards status,
 * totalPrice and createDate.
 */
@Schema({ _id: false, versionKey: false })
export class AttachmentSnapshot {
  @Prop({ type: String, enum: CHAT_ATTACHMENT_KINDS, required: true })
  kind: ChatAttachmentKind;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  refId: Types.ObjectId;

  @Prop({ type: String })
  name?: string;

  @Prop({ type: String })
  cover?: string;

  @Prop({ type: Number })
  price?: number;

  @Prop({ type: String })
  status?: string;

  @Prop({ type: Number })
  totalPrice?: number;

  @Prop({ type: Date })
  createDate?: Date;
}

@Schema({ collection: 'chat_messages', versionKey: false })
export class ChatMessage {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  conversationId: Types.ObjectId;

  @Prop({ type: Number, required: true })
  seq: number;

  /** The sender's own id for the message: a resend with the same one finds the stored message. */
  @Prop({ type: String, required: true })
  clientId: string;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  senderId: Types.ObjectId;

  @Prop({ type: String, enum: USER_ROLES, required: true })
  senderRole: UserRole;

  /** Plain text as sent (trimmed); never rendered as HTML. */
  @Prop({ type: String, required: true })
  text: string;

  @Prop({ type: SchemaFactory.createForClass(AttachmentSnapshot), default: null })
  attachment: AttachmentSnapshot | null;

  @Prop({ type: Date, required: true })
  createdAt: Date;

  /** When a socket of the other side first acknowledged it. */
  @Prop({ type: Date, default: null })
  deliveredAt: Date | null;
}

export type ChatMessageRecord = ChatMessage & { _id: Types.ObjectId };

export const ChatMessageSchema = SchemaFactory.createForClass(ChatMessage);
ChatMessageSchema.index({ conversationId: 1, seq: 1 }, { unique: true });
ChatMessageSchema.index({ conversationId: 1, clientId: 1 }, { unique: true });
// Unread counts: one side's messages past the other side's read mark.
ChatMessageSchema.index({ conversationId: 1, senderRole: 1, seq: 1 });
