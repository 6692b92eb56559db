import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A provider event taken in: its id is the _id, so a second delivery of the same event cannot be
 * inserted again and is recognised as a duplicate.
 */
@Schema({ collection: 'payment_events', versionKey: false })
export class PaymentEvent {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true })
  type: string;

  /** When a delivery started handling the event. */
  @Prop({ type: Date, required: true })
  claimedAt: Date;

  /** Set once the event's effects are in place; until then a later delivery may take over a stalled one. */
  @Prop({ type: Date, default: null })
  processedAt: Date | null;
}

export const PaymentEventSchema = SchemaFactory.createForClass(PaymentEvent);
