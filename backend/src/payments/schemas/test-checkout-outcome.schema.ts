import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const TEST_SESSION_OUTCOMES = ['complete', 'expired'] as const;
export type TestSessionOutcome = (typeof TEST_SESSION_OUTCOMES)[number];

/**
 * How a checkout session of the local test provider ended: paid or expired. What the session shows and charges is
 * in its id (TestPaymentProvider), so a session is stored only once it ends; until then it is open. Kept in the
 * database, like Stripe keeps its own, so that its page and payment work after a restart and on any instance.
 */
@Schema({ collection: 'test_checkout_outcomes', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class TestCheckoutOutcome {
  /** The session id: a second outcome for the same session meets the unique _id and loses. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: String, enum: TEST_SESSION_OUTCOMES, required: true })
  status: TestSessionOutcome;

  @Prop({ type: String, default: null, index: true })
  paymentIntentId: string | null;

  @Prop({ type: String, default: null })
  refundId: string | null;
}

export const TestCheckoutOutcomeSchema = SchemaFactory.createForClass(TestCheckoutOutcome);
