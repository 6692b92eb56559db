import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The one document of the shop's settings the back office edits (issue 33). Absent fields take their defaults. */
@Schema({ collection: 'shop_settings', versionKey: false })
export class ShopSettings {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: Number })
  FlatRateCents?: number;

  /** null: shipping is never free. */
  @Prop({ type: Number })
  FreeOverCents?: number | null;

  @Prop({ type: String })
  ShippingPolicy?: string;

  @Prop({ type: String })
  ReturnsPolicy?: string;

  @Prop({ type: String })
  PrivacyPolicy?: string;
}

export const SHOP_SETTINGS_ID = 'shop';
export const ShopSettingsSchema = SchemaFactory.createForClass(ShopSettings);
