/** Page sizes of the spec's lists (§9), used by the API to page and by the PWA to count pages. */

/** Far beyond any real catalogue; keeps skip() a safe integer. */
export const MAX_PAGE_NUMBER = 100_000;
export const INVALID_PAGE_MESSAGE = `Page must be a whole number from 1 to ${MAX_PAGE_NUMBER}`;

/** Catalogue pages a shopper sees: pages = ceil(total / 15). */
export const CATALOGUE_PAGE_SIZE = 15;
/** The back office's product, board and order lists: pages = ceil(total / 12). */
export const ADMIN_PAGE_SIZE = 12;
/**
 * Welcome boards: the storefront asks for page 1 and puts all of it in the carousel; the admin list
 * pages the same call by 12, so one size serves both.
 * @alias
 */
export const WELCOME_BOARD_PAGE_SIZE = ADMIN_PAGE_SIZE;
/** A shopper's order history loads this many at a time (skip grows by 10). */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/** How many pages a list of `totalItemNum` items fills at `pageSize`; at least one, so an empty list shows page 1 of 1. */
export function pageCount(totalItemNum: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItemNum / pageSize));
}
