import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DISCOUNT_MESSAGES } from '@shop/contracts/discounts/discount-code';
import type { QuoteBody, QuoteResponse } from '@shop/contracts/orders/order-quote';
import type { AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { fromCents } from '../common/money.js';
import { discountFor, type DiscountOutcome, unusableReason } from '../discounts/discount-pricing.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import type { DiscountCodeRecord } from '../discounts/schemas/discount-code.schema.js';
import { ProductsService } from '../products/products.service.js';
import { type ShippingRate, ShippingSettingsService } from '../settings/shipping-settings.service.js';
import { orderTotals, type PricedLine, priceLine, toStockLines } from './order-pricing.js';
import { UNAVAILABLE_PRODUCT_MESSAGE } from '../products/product-stock.service.js';

/** What a checkout reads before it takes anything: the shipping rate, and the code entered if it can be used at all. */
export interface CheckoutTerms {
  rate: ShippingRate;
  code: DiscountCodeRecord | null;
}

/** Prices a cart with shipping and a discount code, for the quote and for the checkout alike. */
@Injectable()
export class OrderQuoteService {
  constructor(
    private readonly products: ProductsService,
    private readonly discounts: DiscountsService,
    private readonly shipping: ShippingSettingsService,
  ) {}

  /** The cart at today's prices; a code that cannot apply is left out and `message` says why. */
  async quote(user: AuthenticatedUser, body: QuoteBody): Promise<QuoteResponse> {
    const entered = body.discountCode === '' ? null : (body.discountCode ?? null);
    const [lines, rate, code] = await Promise.all([
      this.priceCart(body),
      this.shipping.rate(),
      entered ? this.discounts.find(entered) : null,
    ]);
    const outcome: DiscountOutcome | undefined = entered ? this.outcomeFor(code, user.id, lines) : undefined;
    const discountCents = outcome && 'discountCents' in outcome ? outcome.discountCents : 0;
    const totals = orderTotals(lines, discountCents, rate);
    return {
      success: true,
      subtotal: fromCents(totals.subtotalCents),
      discount: fromCents(totals.discountCents),
      shipping: fromCents(totals.shippingCents),
      total: fromCents(totals.totalCents),
      discountCode: outcome && 'discountCents' in outcome ? entered : null,
      message: outcome === undefined ? DISCOUNT_MESSAGES.noCode : 'refusal' in outcome ? outcome.refusal : DISCOUNT_MESSAGES.applied,
    };
  }

  /** The rate, and the entered code when it exists and this shopper may use it now; 400 or 409 otherwise. */
  async checkoutTerms(user: AuthenticatedUser, entered: string | undefined): Promise<CheckoutTerms> {
    const [rate, code] = await Promise.all([this.shipping.rate(), entered ? this.discounts.find(entered) : null]);
    if (entered) throwRefusal(unusableReason(code, user.id, new Date()));
    return { rate, code };
  }

  /** What the code takes off the reserved lines; 400 when it does not apply to them. */
  discountOn(code: DiscountCodeRecord, lines: PricedLine[]): number {
    const outcome = discountFor(code, lines);
    if ('refusal' in outcome) throwRefusal(outcome);
    return 'discountCents' in outcome ? outcome.discountCents : 0;
  }

  private outcomeFor(code: DiscountCodeRecord | null, shopperId: string, lines: PricedLine[]): DiscountOutcome {
    if (!code) return { refusal: DISCOUNT_MESSAGES.unknown, status: 400 };
    return unusableReason(code, shopperId, new Date()) ?? discountFor(code, lines);
  }

  private async priceCart(body: QuoteBody): Promise<PricedLine[]> {
    const stockLines = toStockLines(body.cart);
    const products = await this.products.findListedProducts(stockLines.map((line) => line.productId));
    const byId = new Map(products.map((product) => [product._id.toString(), product]));
    return stockLines.map((line) => {
      const product = byId.get(line.productId);
      const subType = product?.SubTypeSet.find((entry) => entry.Name === line.subType);
      if (!product || !subType) throw new ConflictException(UNAVAILABLE_PRODUCT_MESSAGE);
      return priceLine(line, product, subType.LeftNum);
    });
  }
}

export function throwRefusal(refusal: { refusal: string; status: 400 | 409 } | undefined): void {
  if (!refusal) return;
  throw refusal.status === 409 ? new ConflictException(refusal.refusal) : new BadRequestException(refusal.refusal);
}
