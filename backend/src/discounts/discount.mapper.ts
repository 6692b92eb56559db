import type { DiscountResponse } from '@shop/contracts/discounts/discount-code';
import { fromCents } from '../common/money.js';
import type { DiscountCodeRecord } from './schemas/discount-code.schema.js';

export function toDiscountResponse(code: DiscountCodeRecord): DiscountResponse {
  return {
    code: code._id,
    kind: code.Kind,
    value: code.Kind === 'fixed' ? fromCents(code.Value) : code.Value,
    minSubtotal: fromCents(code.MinSubtotalCents),
    startsAt: code.StartsAt?.toISOString() ?? null,
    endsAt: code.EndsAt?.toISOString() ?? null,
    maxUses: code.MaxUses,
    maxUsesPerShopper: code.MaxUsesPerShopper,
    categories: code.Categories,
    ips: code.IPs,
    combinesWithSale: code.CombinesWithSale,
    active: code.Active,
    uses: code.Uses,
  };
}
