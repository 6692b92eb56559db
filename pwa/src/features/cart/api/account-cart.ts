import type { AccountCartResponse } from '@shop/contracts/users/account-cart';
import { apiGet, apiPut } from '../../../lib/api-client';
import type { CartLine } from '../../../offline/cart-line';

const toBody = (lines: CartLine[]) => lines.map(({ proid, subType, buyNum }) => ({ proid, subType, buyNum }));

/** The cart the shop keeps for the logged-in shopper's devices, priced today. */
export async function getAccountCart(): Promise<CartLine[]> {
  return (await apiGet<AccountCartResponse>('/users/cart')).cart;
}

/** Stores the device's cart as the account's; `merge` (at login) keeps the larger quantity of a sub-type in both. */
export async function putAccountCart(lines: CartLine[], merge = false): Promise<CartLine[]> {
  return (await apiPut<AccountCartResponse>('/users/cart', { cart: toBody(lines.filter((line) => line.buyNum > 0)), merge })).cart;
}
