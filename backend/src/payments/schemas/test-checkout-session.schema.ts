import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const TEST_SESSION_STATUSES = ['open', 'complete', 'expired'] as const;
export type TestSessionStatus = (typeof TEST_SESSION_STATUSES)[number];

@Schema({ _id: false, versionKey: false })
export class TestCheckoutLineItem {
  @Prop({ type: String, required: true })
  name: string;

  @Prop({ type: Number, required: true })
  unitAmountCents: number;

  @Prop({ type: Number, required: true })
  quantity: number;
}

/**
 * A checkout session of the local test provider. Kept in the database, like Stripe keeps its own, so that
 * its page and payment work after a restart and on any instance.
 */
@Schema({ collection: 'test_checkout_sessions', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class TestCheckoutSession {
  /** The session id, unguessable: it is all that protects the session's page and its Pay button. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, required: true, unique: true })
  idempotencyKey: string;

  @Prop({ type: String, required: true })
  orderId: string;

  @Prop({ type: [SchemaFactory.createForClass(TestCheckoutLineItem)], default: [] })
  lineItems: TestCheckoutLineItem[];

  /** The shipping line; 0 without one. */
  @Prop({ type: Number, default: 0 })
  shippingCents: number;

  /** The discount line, named by its code. */
  @Prop({ type: Object, default: null })
  discount: { code: string; cents: number } | null;

  @Prop({ type: Number, required: true })
  amountTotalCents: number;

  @Prop({ type: String, required: true })
  customerEmail: string;

  @Prop({ type: String, required: true })
  successUrl: string;

  @Prop({ type: String, required: true })
  cancelUrl: string;

  @Prop({ type: String, enum: TEST_SESSION_STATUSES, default: 'open' })
  status: TestSessionStatus;

  @Prop({ type: Date, required: true })
  expiresAt: Date;

  @Prop({ type: String, default: null, index: true })
  paymentIntentId: string | null;

  @Prop({ type: String, default: null })
  refundId: string | null;
}

export type TestCheckoutSessionRecord = TestCheckoutSession & { createdAt: Date };

export const TestCheckoutSessionSchema = SchemaFactory.createForClass(TestCheckoutSession);
