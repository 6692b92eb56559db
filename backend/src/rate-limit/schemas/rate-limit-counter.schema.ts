import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** Hits of one key in one fixed time window; MongoDB removes the document when the window is over. */
@Schema({ collection: 'rate_limit_counters', versionKey: false })
export class RateLimitCounter {
  @Prop({ required: true })
  key: string;

  @Prop({ required: true })
  windowStart: Date;

  @Prop({ required: true, default: 0 })
  hits: number;

  @Prop({ required: true })
  expiresAt: Date;
}

export const RateLimitCounterSchema = SchemaFactory.createForClass(RateLimitCounter);
RateLimitCounterSchema.index({ key: 1, windowStart: 1 }, { unique: true });
RateLimitCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
