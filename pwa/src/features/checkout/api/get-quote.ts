import { type QuoteResponse, quoteResponseSchema } from '@shop/contracts/orders/order-quote';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { CartLine } from '../../../offline/cart-line';
import { checkoutQueryKeys } from './checkout-query-keys';

/** What the lines cost with shipping and the code, as the server prices them; the code is checked, not taken. */
export function getQuote(lines: CartLine[], discountCode: string): Promise<QuoteResponse> {
  const cart = lines.map(({ proid, subType, buyNum }) => ({ proid, subType, buyNum }));
  return apiPost('/orders/quote', { cart, ...(discountCode && { discountCode }) }, quoteResponseSchema);
}

/** The quote of the lines and code, kept on screen while a new one loads. */
export function useQuote(lines: CartLine[], discountCode: string) {
  const items = lines.map((line) => [line.proid, line.subType, line.buyNum, line.proprice]);
  return useQuery({
    queryKey: checkoutQueryKeys.quote(items, discountCode),
    queryFn: () => getQuote(lines, discountCode),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
