import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { sellableSubTypes, type Product, type SubType } from './product-model';

/** A price as shown: `originalCents` is set (and struck through) only when a lower sale price applies. */
export interface ShownPrice {
  currentCents: number;
  originalCents?: number;
}

function hasSalePrice(subType: SubType): subType is SubType & { SalePrice: number } {
  return typeof subType.SalePrice === 'number' && subType.SalePrice < subType.Price;
}

export function subTypePrice(subType: SubType): ShownPrice {
  if (!hasSalePrice(subType)) return { currentCents: dollarsToCents(subType.Price) };
  return { currentCents: dollarsToCents(subType.SalePrice), originalCents: dollarsToCents(subType.Price) };
}

/** The card's price and whether any sub-type of the product is on sale (the card's sale cue). */
export interface CardPrice extends ShownPrice {
  onSale: boolean;
}

/** Of two prices, the lower one; at a tie the one on sale, so that the card can strike its original. */
function lowerPrice(best: ShownPrice, candidate: ShownPrice): ShownPrice {
  if (candidate.currentCents !== best.currentCents) return candidate.currentCents < best.currentCents ? candidate : best;
  return best.originalCents === undefined ? candidate : best;
}

/**
 * The card price: the lowest price a shopper pays, with that same sub-type's original struck through
 * when it is a sale price. Marker sub-types are not for sale and do not count.
 */
export function productCardPrice(product: Pick<Product, 'SubTypeSet'>): CardPrice | null {
  const subTypes = sellableSubTypes(product.SubTypeSet);
  if (subTypes.length === 0) return null;
  const lowest = subTypes.map(subTypePrice).reduce(lowerPrice);
  return { ...lowest, onSale: subTypes.some(hasSalePrice) };
}

/** What the card's Sale badge says: the biggest saving a sub-type on sale offers ("up to" when others save less). */
export function saleBadgeText(product: Pick<Product, 'SubTypeSet'>): string | null {
  const savings = sellableSubTypes(product.SubTypeSet)
    .filter(hasSalePrice)
    .map((subType) => dollarsToCents(subType.Price) - dollarsToCents(subType.SalePrice));
  if (savings.length === 0) return null;
  const biggest = Math.max(...savings);
  return `${savings.some((saving) => saving !== biggest) ? 'Save up to' : 'Save'} ${formatUsd(biggest)}`;
}

export function isSoldOut(product: Product): boolean {
  return product.SubTypeSet.length > 0 && product.SubTypeSet.every((subType) => subType.LeftNum <= 0);
}
