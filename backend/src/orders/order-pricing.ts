import { Types } from 'mongoose';
import { fromCents, toCents } from '../common/money.js';
import { formatDecimalDollars } from '@shop/contracts/money';
import type { OrderItem } from './schemas/order.schema.js';
import type { DiscountableLine } from '../discounts/discount-pricing.js';
import { type ShippingRate, shippingCents } from '../settings/shipping-settings.service.js';
import type { ReservedLine, StockedProduct, StockLine } from '../products/product-stock.service.js';

/** What a checkout asks for; whatever else a cart line carries (prices, totals) is not trusted. */
export interface RequestedLine {
  proid: string;
  subType: string;
  buyNum: number;
}

/** A reserved line priced from its product as the reservation found it. */
export interface PricedLine extends StockLine, DiscountableLine {
  productName: string;
  unitCents: number;
  /** The stock the line could draw on when it was reserved. */
  available: number;
}

/**
 * One stock line per product and sub-type: a hand-made request could repeat one, and would slip past
 * the stock check.
 */
export function toStockLines(lines: RequestedLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    const productId = line.proid.toLowerCase();
    const key = `${productId}\u0000${line.subType}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.buyNum;
    merged.set(key, { productId, subType: line.subType, quantity });
  }
  return [...merged.values()];
}

/**
 * Prices each line at its sub-type's price (the sale price when there is one) in the same product state
 * its units were taken from.
 */
export function priceReservedLines(reserved: ReservedLine[]): PricedLine[] {
  return reserved.map(({ product, available, ...line }) => priceLine(line, product, available));
}

/** One line at its sub-type's price in `product` as read (the sub-type must be there). */
export function priceLine(line: StockLine, product: StockedProduct, available: number): PricedLine {
  const subType = product.SubTypeSet.find((entry) => entry.Name === line.subType);
  if (!subType) throw new Error(`${line.subType} is not a sub-type of the product priced`);
  const unitCents = toCents(subType.SalePrice ?? subType.Price);
  return {
    ...line,
    productName: product.ProductName,
    unitCents,
    lineCents: unitCents * line.quantity,
    available,
    onSale: typeof subType.SalePrice === 'number',
    categories: product.Category ?? [],
    ips: product.IP ?? [],
  };
}

export function totalCents(lines: Pick<PricedLine, 'lineCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.lineCents, 0);
}

/** What an order costs, in cents: shipping is charged on the subtotal after its discount. */
export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

export function orderTotals(lines: Pick<PricedLine, 'lineCents'>[], discountCents: number, rate: ShippingRate): OrderTotals {
  const subtotalCents = totalCents(lines);
  const shipping = shippingCents(rate, subtotalCents - discountCents);
  return { subtotalCents, discountCents, shippingCents: shipping, totalCents: subtotalCents - discountCents + shipping };
}

/** The order's BuyItem, in the cart line shape. */
export function toOrderItems(lines: PricedLine[]): OrderItem[] {
  return lines.map((line) => ({
    proid: new Types.ObjectId(line.productId),
    proname: line.productName,
    proprice: fromCents(line.unitCents),
    subType: line.subType,
    buyNum: line.quantity,
    totalPrice: formatDecimalDollars(line.lineCents),
    maxLeft: line.available,
  }));
}

/** A PLACING order's lines: what it takes, priced once taken. */
export function toUnpricedOrderItems(lines: StockLine[]): OrderItem[] {
  return lines.map((line) => ({
    proid: new Types.ObjectId(line.productId),
    proname: '',
    proprice: 0,
    subType: line.subType,
    buyNum: line.quantity,
    totalPrice: formatDecimalDollars(0),
    maxLeft: 0,
  }));
}

/** An order's lines as units of stock, to give back or take again. */
export function stockLinesOf(items: OrderItem[]): StockLine[] {
  return items.map((item) => ({ productId: item.proid.toString(), subType: item.subType, quantity: item.buyNum }));
}
