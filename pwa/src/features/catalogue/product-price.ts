import { dollarsToCents } from '../../lib/money';
import type { Product, SubType } from './product-model';

/** A price as shown: `originalCents` is set (and struck through) only when a lower sale price applies. */
export interface ShownPrice {
  currentCents: number;
  originalCents?: number;
}

function hasSalePrice(subType: SubType): subType is SubType & { SalePrice: number } {
  return typeof subType.SalePrice === 'number' && subType.SalePrice < subType.Price;
}

function effectiveCents(subType: SubType): number {
  return dollarsToCents(hasSalePrice(subType) ? subType.SalePrice : subType.Price);
}

export function subTypePrice(subType: SubType): ShownPrice {
  if (!hasSalePrice(subType)) return { currentCents: dollarsToCents(subType.Price) };
  return { currentCents: dollarsToCents(subType.SalePrice), originalCents: dollarsToCents(subType.Price) };
}

/**
 * The card price: the lowest sub-type price; on sale, the lowest original (struck through) and the
 * lowest sale price.
 */
export function productCardPrice(product: Pick<Product, 'SubTypeSet'>): ShownPrice | null {
  if (product.SubTypeSet.length === 0) return null;
  const lowestOriginal = Math.min(...product.SubTypeSet.map((subType) => dollarsToCents(subType.Price)));
  const lowestCurrent = Math.min(...product.SubTypeSet.map(effectiveCents));
  if (lowestCurrent < lowestOriginal) return { currentCents: lowestCurrent, originalCents: lowestOriginal };
  return { currentCents: lowestOriginal };
}

export function isSoldOut(product: Product): boolean {
  return product.SubTypeSet.length > 0 && product.SubTypeSet.every((subType) => subType.LeftNum <= 0);
}
