import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
// Schema.Types.ObjectId: given mongoose.Types.ObjectId, mongoose 9 makes the path Mixed and casts nothing.
import mongoose, { Types } from 'mongoose';

/**
 * A shopper's one conversation with the shop's staff. It hands out the message sequence numbers and
 * keeps how far each side has read (read states are derived from those marks) and how many of the
 * other side's messages each side has still to read, so that unread counts cost no message query.
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

  /** Admin messages past shopperReadSeq: raised with each admin message, lowered as the shopper reads. */
  @Prop({ type: Number, default: 0 })
  shopperUnreadCount: number;

  /** Shopper messages past staffReadSeq. */
  @Prop({ type: Number, default: 0 })
  staffUnreadCount: number;

  /** Orders the admins' conversation list. */
  @Prop({ type: Date, default: null })
  lastMessageAt: Date | null;
}

export type ConversationRecord = Conversation & { _id: Types.ObjectId };

export const ConversationSchema = SchemaFactory.createForClass(Conversation);
ConversationSchema.index({ shopperId: 1 }, { unique: true });
ConversationSchema.index({ lastMessageAt: -1 });
// The dashboard's unread chats: conversations with messages no admin has read yet.
ConversationSchema.index({ staffUnreadCount: 1 });
