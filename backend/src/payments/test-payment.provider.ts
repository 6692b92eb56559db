import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type Stripe from 'stripe';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  type CheckoutLineItem,
  type CheckoutSession,
  type CheckoutSessionRequest,
  PAYMENT_CURRENCY,
  type PaymentProvider,
  returnUrls,
  type SessionEnd,
  sessionExpiresAt,
  sessionTotalCents,
} from './payment-provider.js';
import { TestCheckoutOutcome, type TestSessionOutcome } from './schemas/test-checkout-outcome.schema.js';
import { signEvent, stripeApiVersion, verifySignedEvent } from './webhook-signature.js';

export const TEST_CHECKOUT_PATH = '/api/payments/test-checkout';
const SESSION_ID_PREFIX = 'cs_test_local_';
// Characters of the signature that starts a session id after its prefix: 24 bytes in base64url.
const SIGNATURE_LENGTH = 32;

/** A session of the test provider as its page shows it and its payment reports it. */
export interface TestCheckoutSessionRecord {
  _id: string;
  orderId: string;
  lineItems: CheckoutLineItem[];
  /** The shipping line; 0 without one. */
  shippingCents: number;
  /** The discount line, named by its code. */
  discount: { code: string; cents: number } | null;
  amountTotalCents: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | TestSessionOutcome;
  expiresAt: Date;
  paymentIntentId: string | null;
  refundId: string | null;
}

/** What a session shows and charges, as its id carries it: order id, attempt, items, shipping, discount, email, expiry (epoch s). */
type SessionTerms = [string, number, [string, number, number][], number, [string, number] | null, string, number];

export interface SignedEvent {
  payload: string;
  signature: string;
}

/**
 * Stands in for Stripe when STRIPE_SECRET_KEY is unset, so the whole checkout works offline: its hosted
 * page is served by this backend (TestCheckoutController), and paying there produces the same signed
 * `checkout.session.completed` event Stripe would send, handled by the same webhook code.
 *
 * A session's id carries what it shows and charges, signed with a key made from SESSION_SECRET (so, as logins, open
 * sessions end with a restart when SESSION_SECRET is unset): opening a session writes nothing, and only its end (paid,
 * expired) is stored. bench:checkout, a stored session per checkout -> this, the two builds alternated, 5 runs each
 * (load 5-18): database commands per checkout 1 line 3.2 -> 2.2, 3 lines 4.2 -> 3.2; shop + db CPU ms per checkout,
 * medians, 1 line 7.22 -> 6.49, 3 lines 8.09 -> 7.52, rush 5.90 -> 5.47. Remove when a database write costs a small
 * part of a checkout.
 * Like Stripe's idempotency keys, the same order, attempt and terms always name the same session.
 */
@Injectable()
export class TestPaymentProvider implements PaymentProvider, OnModuleInit {
  readonly name = 'test';
  readonly publishableKey = null;
  private readonly signingKey: KeyObject;

  constructor(
    @InjectModel(TestCheckoutOutcome.name) private readonly outcomes: Model<TestCheckoutOutcome>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A KeyObject, made once: Node 24 checks a Buffer key for being one on every createHmac, 25-30 µs against 5 µs per
    // signature (createHmac of a 160-byte id, 100,000 times each way).
    this.signingKey = createSecretKey(createHmac('sha256', config.sessionSecret).update('test checkout sessions').digest());
  }

  async onModuleInit(): Promise<void> {
    await this.outcomes.init();
  }

  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const terms = Buffer.from(JSON.stringify(termsOf(request))).toString('base64url');
    const id = `${SESSION_ID_PREFIX}${this.signature(terms)}${terms}`;
    return Promise.resolve({ id, url: `${this.config.publicUrl}${TEST_CHECKOUT_PATH}/${id}` });
  }

  async expireSession(sessionId: string): Promise<SessionEnd> {
    if (this.termsIn(sessionId) && (await this.end(sessionId, { status: 'expired' }))) return 'expired';
    const outcome = await this.outcomes.findById(sessionId, { status: 1 }).lean();
    return outcome?.status === 'complete' ? 'complete' : 'expired';
  }

  async refund(paymentIntentId: string): Promise<{ id: string }> {
    await this.outcomes.updateOne({ paymentIntentId, refundId: null }, { $set: { refundId: newId('re_test_local') } });
    const outcome = await this.outcomes.findOne({ paymentIntentId }, { refundId: 1 }).lean();
    if (!outcome?.refundId) throw new Error(`No test payment ${paymentIntentId} to refund`);
    return { id: outcome.refundId };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<Stripe.Event> {
    return verifySignedEvent(rawBody, signatureHeader, this.config.stripeWebhookSecret);
  }

  /** The session behind a test checkout page; null for anything that is not one of ours. */
  async findSession(sessionId: string): Promise<TestCheckoutSessionRecord | null> {
    const terms = this.termsIn(sessionId);
    if (!terms) return null;
    const outcome = await this.outcomes.findById(sessionId).lean();
    return {
      ...sessionOf(sessionId, terms, returnUrls(this.config.publicUrl)),
      status: outcome?.status ?? 'open',
      paymentIntentId: outcome?.paymentIntentId ?? null,
      refundId: outcome?.refundId ?? null,
    };
  }

  /** Pays an open, unexpired session; answers the signed event Stripe would send, or null when it cannot be paid. */
  async pay(sessionId: string): Promise<SignedEvent | null> {
    const terms = this.termsIn(sessionId);
    if (!terms) return null;
    const session = { ...sessionOf(sessionId, terms, returnUrls(this.config.publicUrl)), paymentIntentId: newId('pi_test_local') };
    if (session.expiresAt <= new Date() || !(await this.end(sessionId, { status: 'complete', paymentIntentId: session.paymentIntentId })))
      return null;
    const payload = JSON.stringify(completedEvent(session, await stripeApiVersion()), null, 2);
    return { payload, signature: await signEvent(payload, this.config.stripeWebhookSecret) };
  }

  /** Stores how the session ended; false when it had ended already. */
  private async end(sessionId: string, outcome: Pick<TestCheckoutOutcome, 'status'> & Partial<TestCheckoutOutcome>): Promise<boolean> {
    try {
      await this.outcomes.create({ ...outcome, _id: sessionId });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** The terms a session id carries, when it is one this provider signed. */
  private termsIn(sessionId: string): SessionTerms | null {
    if (!sessionId.startsWith(SESSION_ID_PREFIX)) return null;
    const signature = sessionId.slice(SESSION_ID_PREFIX.length, SESSION_ID_PREFIX.length + SIGNATURE_LENGTH);
    const terms = sessionId.slice(SESSION_ID_PREFIX.length + SIGNATURE_LENGTH);
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.signature(terms));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return JSON.parse(Buffer.from(terms, 'base64url').toString('utf8')) as SessionTerms;
  }

  private signature(terms: string): string {
    return createHmac('sha256', this.signingKey).update(terms).digest('base64url').slice(0, SIGNATURE_LENGTH);
  }
}

/**
 * The session's terms. Its lifetime counts from its order's creation (the order id's time), not from this call, so
 * that asking again names the same session.
 */
function termsOf(request: CheckoutSessionRequest): SessionTerms {
  const orderCreatedAt = new Types.ObjectId(request.orderId).getTimestamp().getTime();
  return [
    request.orderId,
    request.attempt,
    request.items.map((item) => [item.name, item.unitAmountCents, item.quantity]),
    request.shippingCents,
    request.discount && [request.discount.code, request.discount.cents],
    request.customerEmail,
    sessionExpiresAt(request.payBy, orderCreatedAt),
  ];
}

function sessionOf(
  id: string,
  [orderId, , items, shippingCents, discount, customerEmail, expiresAt]: SessionTerms,
  urls: Pick<TestCheckoutSessionRecord, 'successUrl' | 'cancelUrl'>,
): Omit<TestCheckoutSessionRecord, 'status' | 'paymentIntentId' | 'refundId'> {
  const lineItems = items.map(([name, unitAmountCents, quantity]) => ({ name, unitAmountCents, quantity }));
  const discountLine = discount && { code: discount[0], cents: discount[1] };
  return {
    _id: id,
    orderId,
    lineItems,
    shippingCents,
    discount: discountLine,
    amountTotalCents: sessionTotalCents({ items: lineItems, shippingCents, discount: discountLine }),
    customerEmail,
    expiresAt: new Date(expiresAt * 1000),
    ...urls,
  };
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(24).toString('base64url')}`;
}

/** The fields of Stripe's event and Checkout Session that the webhook reads, in Stripe's shape. */
function completedEvent(session: Omit<TestCheckoutSessionRecord, 'status' | 'refundId'>, apiVersion: string) {
  return {
    id: newId('evt_test_local'),
    object: 'event',
    api_version: apiVersion,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session._id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: session.amountTotalCents,
        currency: PAYMENT_CURRENCY,
        client_reference_id: session.orderId,
        customer_email: session.customerEmail,
        metadata: { orderId: session.orderId },
        payment_intent: session.paymentIntentId,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
      },
    },
  };
}
