import { formatDecimalDollars, centsToDollars, dollarsToCents } from '@shop/contracts/money';
import { lineTotalCents, type CartLine } from '../../offline/cart-line';
import { isSubTypeAvailable, sellableSubTypes, type Product, type SubType } from '../catalogue/product-model';
import { subTypePrice } from '../catalogue/product-price';
import { CART_MESSAGES } from './cart-messages';

export type CartProduct = Pick<Product, '_id' | 'ProductName' | 'SubTypeSet'>;

/** A change to the cart: the new lines and what to tell the shopper, if anything. */
export interface CartOutcome {
  lines: CartLine[];
  message?: string;
}

export type LineKey = Pick<CartLine, 'proid' | 'subType'>;

/** The picker offers sub-types in stock, except the `cover` and `default` markers (spec §2). */
export function pickableSubTypes(subTypes: SubType[]): SubType[] {
  return sellableSubTypes(subTypes).filter(isSubTypeAvailable);
}

/** Out-of-stock lines (maxLeft 0) cannot be bought, so they are left out of the total. */
export function cartTotalCents(lines: CartLine[]): number {
  return lines.filter((line) => line.maxLeft > 0).reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export function withQuantity(line: CartLine, buyNum: number): CartLine {
  return { ...line, buyNum, totalPrice: formatDecimalDollars(dollarsToCents(line.proprice) * buyNum) };
}

/** The cart price of a sub-type: its sale price when it has one, else its price. */
export function cartPrice(subType: SubType): number {
  return centsToDollars(subTypePrice(subType).currentCents);
}

function lineFor(product: CartProduct, subType: SubType, buyNum: number): CartLine {
  const line = {
    proid: product._id,
    proname: product.ProductName,
    proprice: cartPrice(subType),
    subType: subType.Name,
    maxLeft: subType.LeftNum,
  };
  return withQuantity({ ...line, buyNum: 0, totalPrice: '0.00' }, buyNum);
}

const isLine = (key: LineKey) => (line: CartLine) => line.proid === key.proid && line.subType === key.subType;

/** Puts `line` in place of the line of the same product and sub-type, or at the end. */
function upsert(lines: CartLine[], line: CartLine): CartLine[] {
  return lines.some(isLine(line)) ? lines.map((current) => (isLine(line)(current) ? line : current)) : [...lines, line];
}

export interface AddToCartRequest {
  product: CartProduct;
  subType: SubType | null;
  quantity: number;
}

/** `capped`: the line was set to the stock instead of growing by the whole quantity. */
export type AddToCartResult = 'rejected' | 'capped' | 'added';

/** Adds to the cart, merging with the line of the same product and sub-type, never beyond stock. */
export function addToCart(lines: CartLine[], { product, subType, quantity }: AddToCartRequest): CartOutcome & { result: AddToCartResult } {
  if (!subType) return { lines, message: CART_MESSAGES.selectSubType, result: 'rejected' };
  if (quantity < 1) return { lines, message: CART_MESSAGES.addAtLeastOne, result: 'rejected' };
  const stock = subType.LeftNum;
  if (quantity > stock) return { lines, message: CART_MESSAGES.stockLimit(stock), result: 'rejected' };
  const inCart = lines.find(isLine({ proid: product._id, subType: subType.Name }))?.buyNum ?? 0;
  if (inCart + quantity > stock) {
    return {
      lines: upsert(lines, lineFor(product, subType, stock)),
      message: CART_MESSAGES.cappedAtStock(subType.Name, stock, inCart),
      result: 'capped',
    };
  }
  return { lines: upsert(lines, lineFor(product, subType, inCart + quantity)), message: CART_MESSAGES.added, result: 'added' };
}

/** Cart plus: blocked at the stock. */
export function increaseLine(lines: CartLine[], key: LineKey): CartOutcome {
  const line = lines.find(isLine(key));
  if (!line) return { lines };
  if (line.buyNum + 1 > line.maxLeft) {
    return { lines, message: CART_MESSAGES.plusBeyondStock(line.proname, line.subType, line.maxLeft) };
  }
  return { lines: upsert(lines, withQuantity(line, line.buyNum + 1)) };
}

/** Cart minus: down to zero, and at zero it removes the line (spec §4). */
export function decreaseLine(lines: CartLine[], key: LineKey): CartOutcome {
  const line = lines.find(isLine(key));
  if (!line) return { lines };
  if (line.buyNum <= 0) return deleteLine(lines, key);
  return { lines: upsert(lines, withQuantity(line, line.buyNum - 1)) };
}

export function deleteLine(lines: CartLine[], key: LineKey): CartOutcome {
  return { lines: lines.filter((line) => !isLine(key)(line)) };
}
