import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';

/** A shopper's switch per kind of notification; a shopper without a document has every kind on. */
@Schema({ collection: 'push_preferences', versionKey: false })
export class PushPreference {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ type: Boolean, default: true })
  shipping: boolean;

  @Prop({ type: Boolean, default: true })
  chat: boolean;

  @Prop({ type: Boolean, default: true })
  backInStock: boolean;
}

export const PushPreferenceSchema = SchemaFactory.createForClass(PushPreference);
PushPreferenceSchema.index({ userId: 1 }, { unique: true });
