import { Types } from 'mongoose';
import { formatCents, fromCents, toCents } from '../common/money.js';
import type { OrderItem } from './schemas/order.schema.js';
import type { ReservedLine, StockLine } from './stock.service.js';

/** What a checkout asks for; whatever else a cart line carries (prices, totals) is not trusted. */
export interface RequestedLine {
  proid: string;
  subType: string;
  buyNum: number;
}

/** A reserved line priced from its product as the reservation found it. */
export interface PricedLine extends StockLine {
  productName: string;
  unitCents: number;
  lineCents: number;
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
  return reserved.map(({ product, available, ...line }) => {
    const subType = product.SubTypeSet.find((entry) => entry.Name === line.subType)!;
    const unitCents = toCents(subType.SalePrice ?? subType.Price);
    return { ...line, productName: product.ProductName, unitCents, lineCents: unitCents * line.quantity, available };
  });
}

export function totalCents(lines: Pick<PricedLine, 'lineCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.lineCents, 0);
}

/** The order's BuyItem, in the cart line shape. */
export function toOrderItems(lines: PricedLine[]): OrderItem[] {
  return lines.map((line) => ({
    proid: new Types.ObjectId(line.productId),
    proname: line.productName,
    proprice: fromCents(line.unitCents),
    subType: line.subType,
    buyNum: line.quantity,
    totalPrice: formatCents(line.lineCents),
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
    totalPrice: formatCents(0),
    maxLeft: 0,
  }));
}

/** An order's lines as units of stock, to give back or take again. */
export function stockLinesOf(items: OrderItem[]): StockLine[] {
  return items.map((item) => ({ productId: item.proid.toString(), subType: item.subType, quantity: item.buyNum }));
}
