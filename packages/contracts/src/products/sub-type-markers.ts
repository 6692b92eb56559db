/**
 * Marker sub-types (spec §2): a sub-type named `cover`, or whose name contains `default`, marks an image or
 * the default choice and is hidden from the picker. A product whose only sub-types are markers is a
 * one-variant product: its marker is what a shopper buys, at its price, without choosing. One rule for the
 * card, the product page, the cart, the server page and the catalogue's price sort.
 */
export const MARKER_NAME = 'cover';
export const MARKER_PART = 'default';

interface Named {
  Name: string;
}

interface Priced {
  Price: number;
  SalePrice?: number | null;
}

export function isMarkerSubType(subType: Named): boolean {
  return subType.Name === MARKER_NAME || subType.Name.includes(MARKER_PART);
}

/** The sub-types a shopper can buy: all but the markers, or the markers when the product has nothing else. */
export function sellableSubTypes<T extends Named>(subTypes: readonly T[]): T[] {
  const goods = subTypes.filter((subType) => !isMarkerSubType(subType));
  return goods.length > 0 ? goods : [...subTypes];
}

/** The product's only sub-type when it is bought without choosing: a lone marker (the spec hides it from choices). */
export function soleMarkerSubType<T extends Named>(subTypes: readonly T[]): T | undefined {
  return subTypes.length === 1 && isMarkerSubType(subTypes[0]) ? subTypes[0] : undefined;
}

/** What a shopper pays for a sub-type, in dollars: its sale price when lower, else its price. */
function payablePrice(subType: Priced): number {
  return subType.SalePrice != null && subType.SalePrice < subType.Price ? subType.SalePrice : subType.Price;
}

/** The lowest price a shopper pays for the product (its card price), in dollars; null when it has no sub-types. */
export function lowestPayablePrice(subTypes: readonly (Named & Priced)[]): number | null {
  const prices = sellableSubTypes(subTypes).map(payablePrice);
  return prices.length > 0 ? Math.min(...prices) : null;
}
