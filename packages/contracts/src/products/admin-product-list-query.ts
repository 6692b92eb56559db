/** The back office's product list filters (GET /products/admin/getProducts/:page?q=&stock=&listing=). */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';

export const PRODUCT_LISTINGS = ['listed', 'unlisted'] as const;
export type ProductListing = (typeof PRODUCT_LISTINGS)[number];
export const STOCK_FILTERS = ['low'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const MAX_PRODUCT_SEARCH_LENGTH = 100;

/** The list's messages: the server passes the English texts of its admin catalogue messages. */
export interface AdminProductListQueryMessages {
  listSearchNotText: string;
  listSearchTooLong: (max: number) => string;
  listStockInvalid: (choices: readonly string[]) => string;
  listListingInvalid: (choices: readonly string[]) => string;
}

/** `q=` searches names (trimmed; blank: no search), `stock=low` and `listing=` narrow the list; all optional. */
export function adminProductListQuerySchema(messages: AdminProductListQueryMessages) {
  return strictBody({
    q: z.optional(
      z
        .string(messages.listSearchNotText)
        .check(z.trim(), z.maxLength(MAX_PRODUCT_SEARCH_LENGTH, messages.listSearchTooLong(MAX_PRODUCT_SEARCH_LENGTH))),
    ),
    stock: z.optional(z.enum(STOCK_FILTERS, messages.listStockInvalid(STOCK_FILTERS))),
    listing: z.optional(z.enum(PRODUCT_LISTINGS, messages.listListingInvalid(PRODUCT_LISTINGS))),
  });
}
export type AdminProductListQuery = z.output<ReturnType<typeof adminProductListQuerySchema>>;
