import { dollarsToCents } from '../lib/money';

/** A cart line as stored (spec §3); also an order item. */
export interface CartLine {
  proid: string;
  proname: string;
  /** Dollars: the sub-type's sale price when it has one, else its price. */
  proprice: number;
  subType: string;
  buyNum: number;
  /** proprice × buyNum in dollars, with two decimals, e.g. "25.98". */
  totalPrice: string;
  /** The sub-type's stock when last checked. */
  maxLeft: number;
}

export function lineTotalCents(line: CartLine): number {
  return dollarsToCents(line.proprice) * line.buyNum;
}
