import { isMarkerSubType, MARKER_NAME, MARKER_PART } from '@shop/contracts/products/sub-type-markers';
import { escapeRegExp } from '../common/regexp.js';

/** A sub-type at or below this many units is low on stock (the back office's filter and dashboard). */
export const LOW_STOCK_THRESHOLD = 5;

/** Not a marker sub-type (spec §2, sub-type-markers.ts), as a query condition on a sub-type's Name. */
export const NOT_A_MARKER_NAME = { $ne: MARKER_NAME, $not: new RegExp(escapeRegExp(MARKER_PART)) };

/** A sub-type (of SubTypeSet) that is for sale and low on stock. */
export const LOW_STOCK_SUB_TYPE = { LeftNum: { $lte: LOW_STOCK_THRESHOLD }, Name: NOT_A_MARKER_NAME };

/** The stock of the product's scarcest sub-type for sale; null when it has none. */
export function lowestStock(subTypes: readonly { Name: string; LeftNum: number }[]): number | null {
  const stocks = subTypes.filter((subType) => !isMarkerSubType(subType)).map((subType) => subType.LeftNum);
  return stocks.length === 0 ? null : Math.min(...stocks);
}
