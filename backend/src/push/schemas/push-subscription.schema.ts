import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';

/** One device's browser, subscribed for a shopper: where and how to send it pushes (RFC 8030, RFC 8291). */
@Schema({ collection: 'push_subscriptions', versionKey: false, timestamps: true })
export class PushSubscription {
  @Prop({ type: mongoose.Schema.Types.ObjectId, required: true })
  userId: Types.ObjectId;

  /** The push service's URL for this device; it moves to another user who subscribes it with the same keys. */
  @Prop({ type: String, required: true })
  endpoint: string;

  /** The browser's P-256 public key, URL-safe base64. */
  @Prop({ type: String, required: true })
  p256dh: string;

  /** The browser's authentication secret, URL-safe base64. */
  @Prop({ type: String, required: true })
  auth: string;

  /** The login session that subscribed: the subscription lives as long as it. */
  @Prop({ type: String, required: true })
  sessionId: string;

  /** Sends that failed in a row (timeouts, refused connections, redirects, 5xx); the device is dropped at PUSH_LIMITS.failuresBeforeDrop. */
  @Prop({ type: Number, default: 0 })
  failures: number;
}

export type PushSubscriptionRecord = PushSubscription & { _id: Types.ObjectId };

export const PushSubscriptionSchema = SchemaFactory.createForClass(PushSubscription);
PushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
PushSubscriptionSchema.index({ userId: 1 });
PushSubscriptionSchema.index({ sessionId: 1 });
