import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';

@Schema({ _id: false, versionKey: false })
export class AccountCartLine {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  proid: Types.ObjectId;

  @Prop({ type: String, required: true })
  subType: string;

  @Prop({ type: Number, required: true })
  buyNum: number;
}

/** A logged-in shopper's cart, shared by their devices; the id is the shopper's. */
@Schema({ collection: 'account_carts', versionKey: false })
export class AccountCart {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: [SchemaFactory.createForClass(AccountCartLine)], default: [] })
  Items: AccountCartLine[];

  @Prop({ type: Date, required: true })
  UpdatedAt: Date;
}

export const AccountCartSchema = SchemaFactory.createForClass(AccountCart);
// The idle-cart sweep reads the carts left alone longest, oldest first, without reading every cart.
AccountCartSchema.index({ UpdatedAt: 1 });
