import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';

/** A shopper's switch of the forgotten-checkout mails; the id is the shopper's, and no document means on. */
@Schema({ collection: 'checkout_reminder_preferences', versionKey: false })
export class CheckoutReminderPreference {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  _id: Types.ObjectId;

  @Prop({ type: Boolean, required: true })
  enabled: boolean;
}

export const CheckoutReminderPreferenceSchema = SchemaFactory.createForClass(CheckoutReminderPreference);
