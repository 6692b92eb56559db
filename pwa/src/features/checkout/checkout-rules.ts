import { lineTotalCents, type CartLine } from '../../offline/cart-line';
import { CHECKOUT_MESSAGES } from './checkout-messages';

/** Where the order goes: the payload of spec §3's location update, sent with a new checkout. */
export interface DeliveryAddress {
  location: string;
  recipient: string;
  phone: string;
}

export function isAddressComplete(address: DeliveryAddress): boolean {
  return [address.location, address.recipient, address.phone].every((value) => value.trim() !== '');
}

/** What stops a payment from starting (spec §5), or null when it may start. */
export function checkoutProblem(lines: CartLine[], address: DeliveryAddress): string | null {
  if (lines.length === 0) return CHECKOUT_MESSAGES.emptyCart;
  if (!isAddressComplete(address)) return CHECKOUT_MESSAGES.addressRequired;
  return null;
}

/** The cart lines a checkout buys: those in stock, and not brought down to 0 (a line waiting to be removed). */
export function payableLines(cart: CartLine[]): CartLine[] {
  return cart.filter((line) => line.buyNum > 0 && line.maxLeft > 0);
}

/** What the lines cost before shipping and any discount. */
export function linesSubtotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

const itemKeys = (lines: CartLine[]) =>
  lines
    .map((line) => JSON.stringify([line.proid, line.subType, line.buyNum]))
    .sort()
    .join();

/**
 * The lines shown when paying for an unpaid order: the stored copy (displayCart, spec §2) when it is
 * this order's, else the order's own items (another order was paid since, or storage was cleared).
 */
export function continuedOrderLines(displayCart: CartLine[], orderItems: CartLine[]): CartLine[] {
  return displayCart.length > 0 && itemKeys(displayCart) === itemKeys(orderItems) ? displayCart : orderItems;
}
