import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';

/** A shopper's "Notify me" on a sold-out sub-type; used up by the restock it announces. */
@Schema({ collection: 'push_back_in_stock_requests', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class BackInStockRequest {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  productId: Types.ObjectId;

  @Prop({ type: String, required: true })
  subType: string;
}

export type BackInStockRequestRecord = BackInStockRequest & { _id: Types.ObjectId };

export const BackInStockRequestSchema = SchemaFactory.createForClass(BackInStockRequest);
BackInStockRequestSchema.index({ productId: 1, subType: 1, userId: 1 }, { unique: true });
