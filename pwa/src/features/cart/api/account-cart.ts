import type { AccountCartResponse } from '@shop/contracts/users/account-cart';
import { apiPut } from '../../../lib/api-client';
import type { CartLine } from '../../../offline/cart-line';

const toBody = (lines: CartLine[]) => lines.map(({ proid, subType, buyNum }) => ({ proid, subType, buyNum }));

/** Stores the device's cart as the account's; `merge` (at login) keeps the larger quantity of a sub-type in both. */
export async function putAccountCart(lines: CartLine[], merge = false): Promise<CartLine[]> {
  return (await apiPut<AccountCartResponse>('/users/cart', { cart: toBody(lines.filter((line) => line.buyNum > 0)), merge })).cart;
}
