import { apiPut } from '../../../lib/api-client';
import type { CartLine } from '../../../offline/cart-line';

const toBody = (lines: CartLine[]) => lines.map(({ proid, subType, buyNum }) => ({ proid, subType, buyNum }));

/** Stores the device's cart as the account's; `merge` (at login) keeps the larger quantity of a sub-type in both. */
export async function putAccountCart(lines: CartLine[], merge = false): Promise<CartLine[]> {
  return (
    await apiPut('/users/cart', { cart: toBody(lines.filter((line) => line.buyNum > 0)), merge }, () =>
      import('@shop/contracts/users/account-cart').then((contract) => contract.accountCartResponseSchema),
    )
  ).cart;
}
