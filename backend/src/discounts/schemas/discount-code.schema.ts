import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';
import { DISCOUNT_KINDS, type DiscountKind } from '@shop/contracts/discounts/discount-code';

/** A discount code (issue 33), its rules and its uses. */
@Schema({ collection: 'discount_codes', versionKey: false })
export class DiscountCode {
  /** The code in upper case. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, enum: DISCOUNT_KINDS, required: true })
  Kind: DiscountKind;

  /** A whole percentage, or cents. */
  @Prop({ type: Number, required: true })
  Value: number;

  @Prop({ type: Number, default: 0 })
  MinSubtotalCents: number;

  @Prop({ type: Date, default: null })
  StartsAt: Date | null;

  @Prop({ type: Date, default: null })
  EndsAt: Date | null;

  @Prop({ type: Number, default: null })
  MaxUses: number | null;

  @Prop({ type: Number, default: null })
  MaxUsesPerShopper: number | null;

  /** Empty: any category. A line qualifies when its product has one of them (and one of IPs, when set). */
  @Prop({ type: [String], default: [] })
  Categories: string[];

  @Prop({ type: [String], default: [] })
  IPs: string[];

  @Prop({ type: Boolean, default: true })
  CombinesWithSale: boolean;

  @Prop({ type: Boolean, default: true })
  Active: boolean;

  /** Orders holding a use; Uses is their count and ShopperUses their count per shopper id. */
  @Prop({ type: [mongoose.Schema.Types.ObjectId], default: [] })
  HeldBy: Types.ObjectId[];

  @Prop({ type: Number, default: 0 })
  Uses: number;

  /** Absent until the first use (mongoose drops an empty object). */
  @Prop({ type: mongoose.Schema.Types.Mixed })
  ShopperUses?: Record<string, number>;

  @Prop({ type: Date, required: true })
  CreatedAt: Date;
}

export type DiscountCodeRecord = DiscountCode;
export const DiscountCodeSchema = SchemaFactory.createForClass(DiscountCode);
DiscountCodeSchema.index({ CreatedAt: -1 });
