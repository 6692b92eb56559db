import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';
import { PUSH_LIMITS } from '../../config/limits.js';

/** When a shopper last heard that a sub-type is back: one "Back in stock" per sub-type per shopper per PUSH_LIMITS.restockNoticeIntervalMs. */
@Schema({ collection: 'push_restock_notices', versionKey: false })
export class RestockNotice {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  productId: Types.ObjectId;

  @Prop({ type: String, required: true })
  subType: string;

  @Prop({ type: Date, required: true })
  at: Date;
}

export const RestockNoticeSchema = SchemaFactory.createForClass(RestockNotice);
RestockNoticeSchema.index({ productId: 1, subType: 1, userId: 1 }, { unique: true });
RestockNoticeSchema.index({ at: 1 }, { expireAfterSeconds: PUSH_LIMITS.restockNoticeIntervalMs / 1000 });
