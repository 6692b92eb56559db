/** The back office's order list filters (GET /orders/getAllOrders/:page?status=&q=&sort=). */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';
import { ORDER_STATUSES } from './order-status.js';

export const ORDER_LIST_SORTS = ['newest', 'oldest'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const MAX_ORDER_SEARCH_LENGTH = 100;

/** The list's messages: the server passes its admin catalogue references. */
export interface AdminOrderListQueryMessages {
  listStatusInvalid: (choices: readonly string[]) => string;
  listSearchNotText: string;
  listSearchTooLong: (max: number) => string;
  listSortInvalid: (choices: readonly string[]) => string;
}

/**
 * `status=` narrows the list to one status, `q=` searches an order id, an e-mail (from its start) or a
 * recipient's name (trimmed; blank: no search), `sort=` orders it by creation date; all optional.
 */
export function adminOrderListQuerySchema(messages: AdminOrderListQueryMessages) {
  return strictBody({
    status: z.optional(z.enum(ORDER_STATUSES, messages.listStatusInvalid(ORDER_STATUSES))),
    q: z.optional(
      z
        .string(messages.listSearchNotText)
        .check(z.trim(), z.maxLength(MAX_ORDER_SEARCH_LENGTH, messages.listSearchTooLong(MAX_ORDER_SEARCH_LENGTH))),
    ),
    sort: z.optional(z.enum(ORDER_LIST_SORTS, messages.listSortInvalid(ORDER_LIST_SORTS))),
  });
}
export type AdminOrderListQuery = z.output<ReturnType<typeof adminOrderListQuerySchema>>;
