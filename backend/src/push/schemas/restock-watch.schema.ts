import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';

/**
 * Whether a sub-type was last seen sold out, and how often it came back. Going from soldOut to stock is one
 * conditional update, so of several instances seeing the same restock exactly one announces it.
 */
@Schema({ collection: 'push_restock_watches', versionKey: false })
export class RestockWatch {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  productId: Types.ObjectId;

  @Prop({ type: String, required: true })
  subType: string;

  @Prop({ type: Boolean, required: true })
  soldOut: boolean;

  /** Numbers the restocks: each is announced once. */
  @Prop({ type: Number, default: 0 })
  restocks: number;
}

export const RestockWatchSchema = SchemaFactory.createForClass(RestockWatch);
RestockWatchSchema.index({ productId: 1, subType: 1 }, { unique: true });
