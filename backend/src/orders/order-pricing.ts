import { ConflictException } from '@nestjs/common';
import { Types } from 'mongoose';
import { formatCents, fromCents, toCents } from '../common/money.js';
import type { ProductRecord } from '../products/schemas/product.schema.js';
import type { OrderItem } from './schemas/order.schema.js';
import type { StockLine } from './stock.service.js';

/** What a checkout asks for; whatever else a cart line carries (prices, totals) is not trusted. */
export interface RequestedLine {
  proid: string;
  subType: string;
  buyNum: number;
}

/** A line priced from the catalogue as it is now. */
export interface PricedLine extends StockLine {
  productName: string;
  unitCents: number;
  lineCents: number;
}

export const UNAVAILABLE_PRODUCT_MESSAGE = 'A product in your cart is no longer available.';

/** One line per product and sub-type: a hand-made request could repeat one, and would slip past the stock check. */
export function mergeLines(lines: RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const key = `${line.proid.toLowerCase()}\u0000${line.subType}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, buyNum: existing.buyNum + line.buyNum } : { ...line, proid: line.proid.toLowerCase() });
  }
  return [...merged.values()];
}

/** Prices each line at its sub-type's current price (the sale price when there is one); 409 for a line no longer sold. */
export function priceLines(lines: RequestedLine[], listedProducts: ProductRecord[]): PricedLine[] {
  const byId = new Map(listedProducts.map((product) => [product._id.toString(), product]));
  return lines.map((line) => {
    const product = byId.get(line.proid);
    if (!product) throw new ConflictException(UNAVAILABLE_PRODUCT_MESSAGE);
    const label = `${product.ProductName} - ${line.subType}`;
    const subType = product.SubTypeSet.find((entry) => entry.Name === line.subType);
    if (!subType) throw new ConflictException(`${label} is no longer available.`);
    const unitCents = toCents(subType.SalePrice ?? subType.Price);
    return {
      productId: line.proid,
      subType: line.subType,
      quantity: line.buyNum,
      label,
      productName: product.ProductName,
      unitCents,
      lineCents: unitCents * line.buyNum,
    };
  });
}

export function totalCents(lines: Pick<PricedLine, 'lineCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.lineCents, 0);
}

/** The order's BuyItem, in the cart line shape; `available` is each line's stock when it was reserved. */
export function toOrderItems(lines: PricedLine[], available: number[]): OrderItem[] {
  return lines.map((line, index) => ({
    proid: new Types.ObjectId(line.productId),
    proname: line.productName,
    proprice: fromCents(line.unitCents),
    subType: line.subType,
    buyNum: line.quantity,
    totalPrice: formatCents(line.lineCents),
    maxLeft: available[index],
  }));
}

/** An order's lines as units of stock, to give back or take again. */
export function stockLinesOf(items: OrderItem[]): StockLine[] {
  return items.map((item) => ({
    productId: item.proid.toString(),
    subType: item.subType,
    quantity: item.buyNum,
    label: `${item.proname} - ${item.subType}`,
  }));
}
