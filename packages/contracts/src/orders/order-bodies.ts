/**
 * The shopper's checkout and order writes, and the admin's order actions (spec §7: create-checkout-session,
 * create-continue-checkout-session, reviseOrder).
 */
import * as z from 'zod/mini';
import { OBJECT_ID_PATTERN } from '../object-id.js';
import { strictBody } from '../strict-body.js';
import { requiredText } from '../text.js';
import { LOCATION_MAX_LENGTH, RECIPIENT_MAX_LENGTH, US_PHONE_NUMBER, USER_MESSAGES } from '../users/user-bodies.js';

export const PAYMENT_METHODS = ['card', 'alipay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MAX_CART_LINES = 50;
export const MAX_BUY_NUM = 999;
const SUB_TYPE_MAX_LENGTH = 100;

export const CHECKOUT_MESSAGES = {
  addressRequired: 'Your should provide your address information', // sic, spec §5
  emptyCart: 'The cart is empty',
  tooManyLines: `The cart can hold at most ${MAX_CART_LINES} lines`,
  paymentMethod: `payment must be one of ${PAYMENT_METHODS.join(', ')}`,
  invalidProductId: 'Each cart line needs a valid product id (proid)',
  subTypeMissing: 'Each cart line needs its sub-type (subType)',
  buyNum: `buyNum must be a whole number from 1 to ${MAX_BUY_NUM}`,
  invalidOrderId: 'Invalid order id',
} as const;

const paymentMethod = z.enum(PAYMENT_METHODS, CHECKOUT_MESSAGES.paymentMethod);
const orderId = z.string(CHECKOUT_MESSAGES.invalidOrderId).check(z.regex(OBJECT_ID_PATTERN, CHECKOUT_MESSAGES.invalidOrderId));

/** A cart line (spec §3). Only the product, sub-type and quantity are read; the server prices the rest. */
export const cartLineBodySchema = strictBody({
  proid: z.string(CHECKOUT_MESSAGES.invalidProductId).check(z.regex(OBJECT_ID_PATTERN, CHECKOUT_MESSAGES.invalidProductId)),
  subType: z
    .string(CHECKOUT_MESSAGES.subTypeMissing)
    .check(z.minLength(1, CHECKOUT_MESSAGES.subTypeMissing), z.maxLength(SUB_TYPE_MAX_LENGTH, CHECKOUT_MESSAGES.subTypeMissing)),
  buyNum: z.int(CHECKOUT_MESSAGES.buyNum).check(z.gte(1, CHECKOUT_MESSAGES.buyNum), z.lte(MAX_BUY_NUM, CHECKOUT_MESSAGES.buyNum)),
  // The PWA sends whole cart lines; their prices, totals and stock are accepted and never trusted.
  proname: z.optional(z.unknown()),
  proprice: z.optional(z.unknown()),
  totalPrice: z.optional(z.unknown()),
  maxLeft: z.optional(z.unknown()),
});
export type CartLineBody = z.infer<typeof cartLineBodySchema>;

const DISCOUNT_CODE_FIELD_MESSAGE = 'discountCode must be text of at most 32 characters';
/** A discount code as the shopper typed it (issue 33); an empty one means none. */
export const enteredDiscountCode = z.optional(
  z.string(DISCOUNT_CODE_FIELD_MESSAGE).check(z.trim(), z.maxLength(32, DISCOUNT_CODE_FIELD_MESSAGE), z.toUpperCase()),
);

/** Any of the address, recipient and phone missing is the spec's one message (the API names it once). */
export const createCheckoutSessionBodySchema = strictBody({
  cart: z
    .array(cartLineBodySchema, CHECKOUT_MESSAGES.emptyCart)
    .check(z.minLength(1, CHECKOUT_MESSAGES.emptyCart), z.maxLength(MAX_CART_LINES, CHECKOUT_MESSAGES.tooManyLines)),
  payment: paymentMethod,
  location: requiredText(CHECKOUT_MESSAGES.addressRequired).check(z.maxLength(LOCATION_MAX_LENGTH, USER_MESSAGES.locationTooLong)),
  recipient: requiredText(CHECKOUT_MESSAGES.addressRequired).check(z.maxLength(RECIPIENT_MAX_LENGTH, USER_MESSAGES.recipientTooLong)),
  phone: requiredText(CHECKOUT_MESSAGES.addressRequired).check(z.regex(US_PHONE_NUMBER, USER_MESSAGES.phoneIncorrect)),
  discountCode: enteredDiscountCode,
});
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBodySchema>;

export const continueCheckoutSessionBodySchema = strictBody({ orderId, payment: paymentMethod });
export type ContinueCheckoutSessionBody = z.infer<typeof continueCheckoutSessionBodySchema>;

/** What a shopper may ask for; every other status is an admin's to set. */
export const CUSTOMER_REQUEST = 'Request Cancel';
export const REVISED_STATUSES = ['Request Cancel', 'Deny', 'Canceled', 'Shipped', 'Delivered'] as const;
export type RevisedStatus = (typeof REVISED_STATUSES)[number];

export const CANCEL_REASON_MAX_LENGTH = 500;
export const REVISE_REASON_MAX_LENGTH = 500;
export const DELIVERY_URL_MAX_LENGTH = 2000;
export const NOTE_MAX_LENGTH = 2000;
const EMAIL_MAX_LENGTH = 254;

export const ORDER_REVISION_MESSAGES = {
  statusInvalid: `status must be one of ${REVISED_STATUSES.join(', ')}`,
  emailNotText: 'email must be text',
  emailTooLong: 'email is too long',
  reasonRequired: 'Please provide your reason',
  reasonTooLong: `Reason is too long; input max ${CANCEL_REASON_MAX_LENGTH}`,
} as const;

/** The admin order prompts' messages (spec §5): the English texts of the server's catalogue messages, or the back office's texts. */
export interface AdminOrderRevisionMessages {
  denyReasonRequired: string;
  cancelReasonRequired: string;
  reasonTooLong: (max: number) => string;
  deliveryUrlRequired: string;
  deliveryUrlTooLong: (max: number) => string;
  deliveryUrlNotHttp: string;
  noteRequired: string;
  noteTooLong: (max: number) => string;
  expectedReviseDateInvalid: string;
}

/** A revision as the server acts on it: the text of the action's own field trimmed and checked, the others left out. */
export interface OrderRevisionBody {
  status?: RevisedStatus;
  email?: string;
  cancelReason?: string;
  reviseReason?: string;
  deliveryURL?: string;
  note?: string;
  /**
   * Not in the spec's payload: the order's ReviseDate as the admin's page loaded it. When sent, the revision
   * applies only if nothing changed the order since (409 otherwise), so of two admins only one acts on what they saw.
   */
  expectedReviseDate?: string | null;
}

/** An http or https URL, so the order page never links to script. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
const isIsoDate = (value: string) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

type TextField = 'cancelReason' | 'reviseReason' | 'deliveryURL' | 'note';

/**
 * PATCH reviseOrder. A shopper sends { status: "Request Cancel", email, cancelReason }; an admin sends
 * { status, reviseReason | deliveryURL | note, email }, or no status for a note-only update. Each text field
 * is checked only where the status needs it: Deny and Canceled a reason, Shipped a delivery URL, none a note.
 */
export function reviseOrderBodySchema(admin: AdminOrderRevisionMessages) {
  const fields = strictBody({
    status: z.optional(z.enum(REVISED_STATUSES, ORDER_REVISION_MESSAGES.statusInvalid)),
    email: z.optional(
      z.string(ORDER_REVISION_MESSAGES.emailNotText).check(z.maxLength(EMAIL_MAX_LENGTH, ORDER_REVISION_MESSAGES.emailTooLong)),
    ),
    cancelReason: z.optional(z.unknown()),
    reviseReason: z.optional(z.unknown()),
    deliveryURL: z.optional(z.unknown()),
    note: z.optional(z.unknown()),
    expectedReviseDate: z.optional(
      z.nullable(z.string(admin.expectedReviseDateInvalid).check(z.refine(isIsoDate, admin.expectedReviseDateInvalid))),
    ),
  });
  return z.pipe(
    fields,
    z.transform((body, context): OrderRevisionBody => {
      const { status, email, expectedReviseDate } = body;
      const revision: OrderRevisionBody = { status, email, expectedReviseDate };
      /** The field's trimmed text, or a problem reported on it (undefined then). */
      const requireText = (field: TextField, required: string, max: number, tooLong: string) => {
        const value = body[field];
        const text = typeof value === 'string' ? value.trim() : '';
        const problem = text === '' ? required : text.length > max ? tooLong : undefined;
        if (problem) context.issues.push({ code: 'custom', message: problem, input: value, path: [field] });
        else revision[field] = text;
        return problem ? undefined : text;
      };
      if (status === CUSTOMER_REQUEST) {
        requireText(
          'cancelReason',
          ORDER_REVISION_MESSAGES.reasonRequired,
          CANCEL_REASON_MAX_LENGTH,
          ORDER_REVISION_MESSAGES.reasonTooLong,
        );
      } else if (status === 'Deny' || status === 'Canceled') {
        const required = status === 'Deny' ? admin.denyReasonRequired : admin.cancelReasonRequired;
        requireText('reviseReason', required, REVISE_REASON_MAX_LENGTH, admin.reasonTooLong(REVISE_REASON_MAX_LENGTH));
      } else if (status === 'Shipped') {
        const url = requireText(
          'deliveryURL',
          admin.deliveryUrlRequired,
          DELIVERY_URL_MAX_LENGTH,
          admin.deliveryUrlTooLong(DELIVERY_URL_MAX_LENGTH),
        );
        if (url !== undefined && !HTTP_URL.test(url))
          context.issues.push({ code: 'custom', message: admin.deliveryUrlNotHttp, input: url, path: ['deliveryURL'] });
      } else if (status === undefined) {
        requireText('note', admin.noteRequired, NOTE_MAX_LENGTH, admin.noteTooLong(NOTE_MAX_LENGTH));
      }
      return revision;
    }),
  );
}
