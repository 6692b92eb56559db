import { formatUsd } from '@shop/contracts/money';
import { DISCOUNT_MESSAGES } from '@shop/contracts/discounts/discount-code';
import type { DiscountCodeRecord } from './schemas/discount-code.schema.js';

/** A priced cart line as a code's rules see it. */
export interface DiscountableLine {
  lineCents: number;
  onSale: boolean;
  categories: readonly string[];
  ips: readonly string[];
}

export type DiscountOutcome = { discountCents: number } | { refusal: string; status: 400 | 409 };

type Rules = Pick<
  DiscountCodeRecord,
  | 'Kind'
  | 'Value'
  | 'MinSubtotalCents'
  | 'StartsAt'
  | 'EndsAt'
  | 'MaxUses'
  | 'MaxUsesPerShopper'
  | 'Categories'
  | 'IPs'
  | 'CombinesWithSale'
  | 'Active'
  | 'Uses'
  | 'ShopperUses'
>;

/** Why the code cannot be used now by this shopper, whatever the cart; undefined when it can. */
export function unusableReason(code: Rules | null, shopperId: string, now: Date): { refusal: string; status: 400 | 409 } | undefined {
  if (!code?.Active) return { refusal: DISCOUNT_MESSAGES.unknown, status: 400 };
  if (code.StartsAt && code.StartsAt > now) return { refusal: DISCOUNT_MESSAGES.notStarted, status: 400 };
  if (code.EndsAt && code.EndsAt <= now) return { refusal: DISCOUNT_MESSAGES.expired, status: 400 };
  if (code.MaxUses !== null && code.Uses >= code.MaxUses) return { refusal: DISCOUNT_MESSAGES.usedUp, status: 409 };
  const shopperUses = code.ShopperUses?.[shopperId] ?? 0;
  if (code.MaxUsesPerShopper !== null && shopperUses >= code.MaxUsesPerShopper)
    return { refusal: DISCOUNT_MESSAGES.usedUpByShopper, status: 409 };
  return undefined;
}

/**
 * What the code takes off these lines: a percentage of the qualifying lines (rounded to the cent), or a fixed
 * amount up to their sum. Qualifying: in one of its categories and characters when it names some, and not on
 * sale unless it combines with sale prices. The minimum is checked against the whole subtotal.
 */
export function discountFor(code: Rules, lines: DiscountableLine[]): DiscountOutcome {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  if (subtotalCents < code.MinSubtotalCents)
    return { refusal: DISCOUNT_MESSAGES.minSubtotal(formatUsd(code.MinSubtotalCents)), status: 400 };
  const qualifyingCents = lines.filter((line) => qualifies(code, line)).reduce((sum, line) => sum + line.lineCents, 0);
  if (qualifyingCents === 0) return { refusal: DISCOUNT_MESSAGES.notApplicable, status: 400 };
  const discountCents = code.Kind === 'percent' ? Math.round((qualifyingCents * code.Value) / 100) : Math.min(code.Value, qualifyingCents);
  return { discountCents };
}

function qualifies(code: Rules, line: DiscountableLine): boolean {
  if (line.onSale && !code.CombinesWithSale) return false;
  if (code.Categories.length > 0 && !line.categories.some((category) => code.Categories.includes(category))) return false;
  return code.IPs.length === 0 || line.ips.some((ip) => code.IPs.includes(ip));
}
