/** Discount codes (issue 33): the admin's bodies and answers, and the messages a shopper sees for a code. */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
const MAX_FIXED_DOLLARS = 100_000;
const MAX_TARGETS = 50;
const TARGET_MAX_LENGTH = 100;

/** What the server answers an admin's discount call with (its refusals are DiscountRuleMessages). */
export const DISCOUNT_ADMIN_MESSAGES = {
  notFound: 'Discount code not found',
  created: 'Discount code created',
  updated: 'Discount code updated',
  disabled: 'Discount code disabled',
  listLoaded: 'Discount codes loaded',
} as const;

/** The refusals of a code's body: the server passes the English texts of its admin catalogue messages (answered with their keys). */
export interface DiscountRuleMessages {
  code: string;
  kind: string;
  value: string;
  minSubtotal: string;
  date: string;
  endsBeforeStart: string;
  maxUses: string;
  maxUsesPerShopper: string;
  targets: string;
  combinesWithSale: string;
  active: string;
  kindWithValue: string;
}

/** The values the refusals name (the admin catalogue's discountRules texts). */
export const DISCOUNT_RULE_LIMITS = { kinds: DISCOUNT_KINDS.join(', '), maxTargets: MAX_TARGETS } as const;

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
  /** `minimum` as the shopper reads it (formatUsd): "$1,000.00". */
  minSubtotal: (minimum: string) => `This discount code needs a subtotal of at least ${minimum}`,
} as const;

const isWholeCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

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

/** The admin's discount bodies: the code of a path (matched whatever its case: stored and compared in upper case), a new code, a change. */
export function discountBodySchemas(messages: DiscountRuleMessages) {
  const code = z.string(messages.code).check(z.trim(), z.toUpperCase(), z.regex(DISCOUNT_CODE_PATTERN, messages.code));
  const target = z
    .string(messages.targets)
    .check(z.trim(), z.minLength(1, messages.targets), z.maxLength(TARGET_MAX_LENGTH, messages.targets));
  const targets = z.array(target, messages.targets).check(z.maxLength(MAX_TARGETS, messages.targets));
  const date = z.nullable(z.iso.datetime({ offset: true, error: messages.date }));
  const limit = (message: string) => z.nullable(z.int(message).check(z.gte(1, message)));
  const fields = {
    kind: z.enum(DISCOUNT_KINDS, messages.kind),
    value: z.number(messages.value).check(z.gt(0, messages.value), z.lte(MAX_FIXED_DOLLARS, messages.value)),
    minSubtotal: z.optional(
      z.number(messages.minSubtotal).check(z.gte(0, messages.minSubtotal), z.refine(isWholeCents, messages.minSubtotal)),
    ),
    startsAt: z.optional(date),
    endsAt: z.optional(date),
    maxUses: z.optional(limit(messages.maxUses)),
    maxUsesPerShopper: z.optional(limit(messages.maxUsesPerShopper)),
    categories: z.optional(targets),
    ips: z.optional(targets),
    /** Whether the code also takes its share off lines already on sale. */
    combinesWithSale: z.optional(z.boolean(messages.combinesWithSale)),
    active: z.optional(z.boolean(messages.active)),
  };
  const valueAndDates = [
    z.refine<ValueFields>(valueFits, { error: messages.value, path: ['value'] }),
    z.refine<ValueFields>(endsAfterStart, { error: messages.endsBeforeStart, path: ['endsAt'] }),
  ];
  return {
    code,
    create: strictBody({ code, ...fields }).check(...valueAndDates),
    /** A change to some fields; kind and value change together, so that a value is always checked against its kind. */
    update: strictBody({ ...fields, kind: z.optional(fields.kind), value: z.optional(fields.value) }).check(
      z.refine((body) => (body.kind === undefined) === (body.value === undefined), { error: messages.kindWithValue, path: ['value'] }),
      ...valueAndDates,
    ),
  };
}
type DiscountBodySchemas = ReturnType<typeof discountBodySchemas>;
export type CreateDiscountBody = z.infer<DiscountBodySchemas['create']>;
export type UpdateDiscountBody = z.infer<DiscountBodySchemas['update']>;

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
