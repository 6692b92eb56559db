/** Discount codes (issue 33): the admin's bodies and answers, and the messages a shopper sees for a code. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
const MAX_FIXED_DOLLARS = 100_000;
const MAX_TARGETS = 50;
const TARGET_MAX_LENGTH = 100;

export const DISCOUNT_ADMIN_MESSAGES = {
  code: 'code must be 3 to 32 letters, digits, - or _',
  kind: `kind must be one of ${DISCOUNT_KINDS.join(', ')}`,
  value: 'value must be a whole percentage from 1 to 100, or an amount in dollars above 0, to the cent',
  minSubtotal: 'minSubtotal must be an amount in dollars of at least 0',
  date: 'startsAt and endsAt must be ISO 8601 dates',
  endsBeforeStart: 'endsAt must be after startsAt',
  maxUses: 'maxUses must be a whole number of at least 1, or null',
  maxUsesPerShopper: 'maxUsesPerShopper must be a whole number of at least 1, or null',
  targets: `categories and ips must be lists of at most ${MAX_TARGETS} names`,
  combinesWithSale: 'combinesWithSale must be true or false',
  active: 'active must be true or false',
  duplicate: 'A discount code with this name already exists',
  notFound: 'Discount code not found',
  created: 'Discount code created',
  updated: 'Discount code updated',
  disabled: 'Discount code disabled',
  listLoaded: 'Discount codes loaded',
} as const;

/** What a shopper is told about the code they entered. */
export const DISCOUNT_MESSAGES = {
  applied: 'Discount code applied',
  noCode: 'Prices updated',
  unknown: 'This discount code does not exist',
  notStarted: 'This discount code is not valid yet',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has been used up',
  usedUpByShopper: 'You have already used this discount code as often as it allows',
  notApplicable: 'This discount code does not apply to the items in your cart',
  minSubtotal: (minimum: string) => `This discount code needs a subtotal of at least $${minimum}`,
} as const;

/** Codes are matched whatever their case: stored and compared in upper case. */
export const discountCodeSchema = z
  .string(DISCOUNT_ADMIN_MESSAGES.code)
  .check(z.trim(), z.toUpperCase(), z.regex(DISCOUNT_CODE_PATTERN, DISCOUNT_ADMIN_MESSAGES.code));

const isWholeCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;
const target = z
  .string(DISCOUNT_ADMIN_MESSAGES.targets)
  .check(z.trim(), z.minLength(1, DISCOUNT_ADMIN_MESSAGES.targets), z.maxLength(TARGET_MAX_LENGTH, DISCOUNT_ADMIN_MESSAGES.targets));
const targets = z.array(target, DISCOUNT_ADMIN_MESSAGES.targets).check(z.maxLength(MAX_TARGETS, DISCOUNT_ADMIN_MESSAGES.targets));
const date = z.nullable(z.iso.datetime({ offset: true, error: DISCOUNT_ADMIN_MESSAGES.date }));
const limit = (message: string) => z.nullable(z.int(message).check(z.gte(1, message)));

const discountFields = {
  kind: z.enum(DISCOUNT_KINDS, DISCOUNT_ADMIN_MESSAGES.kind),
  value: z
    .number(DISCOUNT_ADMIN_MESSAGES.value)
    .check(z.gt(0, DISCOUNT_ADMIN_MESSAGES.value), z.lte(MAX_FIXED_DOLLARS, DISCOUNT_ADMIN_MESSAGES.value)),
  minSubtotal: z.optional(
    z
      .number(DISCOUNT_ADMIN_MESSAGES.minSubtotal)
      .check(z.gte(0, DISCOUNT_ADMIN_MESSAGES.minSubtotal), z.refine(isWholeCents, DISCOUNT_ADMIN_MESSAGES.minSubtotal)),
  ),
  startsAt: z.optional(date),
  endsAt: z.optional(date),
  maxUses: z.optional(limit(DISCOUNT_ADMIN_MESSAGES.maxUses)),
  maxUsesPerShopper: z.optional(limit(DISCOUNT_ADMIN_MESSAGES.maxUsesPerShopper)),
  categories: z.optional(targets),
  ips: z.optional(targets),
  /** Whether the code also takes its share off lines already on sale. */
  combinesWithSale: z.optional(z.boolean(DISCOUNT_ADMIN_MESSAGES.combinesWithSale)),
  active: z.optional(z.boolean(DISCOUNT_ADMIN_MESSAGES.active)),
};

interface ValueFields {
  kind?: DiscountKind;
  value?: number;
  startsAt?: string | null;
  endsAt?: string | null;
}

function valueFits(body: ValueFields): boolean {
  if (body.value === undefined) return true;
  return body.kind === 'percent' ? Number.isInteger(body.value) && body.value <= 100 : isWholeCents(body.value);
}

const endsAfterStart = (body: ValueFields) => !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt);

export const createDiscountBodySchema = strictBody({ code: discountCodeSchema, ...discountFields }).check(
  z.refine(valueFits, { error: DISCOUNT_ADMIN_MESSAGES.value, path: ['value'] }),
  z.refine(endsAfterStart, { error: DISCOUNT_ADMIN_MESSAGES.endsBeforeStart, path: ['endsAt'] }),
);
export type CreateDiscountBody = z.infer<typeof createDiscountBodySchema>;

/** A change to some fields; kind and value change together, so that a value is always checked against its kind. */
export const updateDiscountBodySchema = strictBody({
  ...discountFields,
  kind: z.optional(discountFields.kind),
  value: z.optional(discountFields.value),
}).check(
  z.refine((body) => (body.kind === undefined) === (body.value === undefined), {
    error: 'kind and value are changed together',
    path: ['value'],
  }),
  z.refine(valueFits, { error: DISCOUNT_ADMIN_MESSAGES.value, path: ['value'] }),
  z.refine(endsAfterStart, { error: DISCOUNT_ADMIN_MESSAGES.endsBeforeStart, path: ['endsAt'] }),
);
export type UpdateDiscountBody = z.infer<typeof updateDiscountBodySchema>;

export const discountResponseSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** A percentage, or dollars. */
  value: z.number(),
  minSubtotal: z.number(),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  maxUses: z.nullable(z.number()),
  maxUsesPerShopper: z.nullable(z.number()),
  categories: z.array(z.string()),
  ips: z.array(z.string()),
  combinesWithSale: z.boolean(),
  active: z.boolean(),
  /** Orders holding a use: paid ones, and unpaid ones still inside their payment window. */
  uses: z.number(),
});
export type DiscountResponse = z.infer<typeof discountResponseSchema>;

export const discountAnswerSchema = z.object({ success: z.literal(true), discount: discountResponseSchema, message: z.string() });
export type DiscountAnswer = z.infer<typeof discountAnswerSchema>;
export const discountListResponseSchema = z.object({
  success: z.literal(true),
  discounts: z.array(discountResponseSchema),
  message: z.string(),
});
export type DiscountListResponse = z.infer<typeof discountListResponseSchema>;
