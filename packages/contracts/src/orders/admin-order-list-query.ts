/** The back office's order list filters (GET /orders/getAllOrders/:page?status=&q=&sort=). */
import * as z from 'zod/mini';
import { strictBody } from '../strict-body.js';
import { ORDER_STATUSES } from './order-status.js';

export const ORDER_LIST_SORTS = ['newest', 'oldest'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const MAX_ORDER_SEARCH_LENGTH = 100;

/** The list's messages: the server passes the English texts of its admin catalogue messages. */
export interface AdminOrderListQueryMessages {
  listStatusInvalid: (choices: readonly string[]) => string;
  listSearchNotText: string;
  listSearchTooLong: (max: number) => string;
  listSortInvalid: (choices: readonly string[]) => string;
  listDateInvalid: (field: string) => string;
  listDatesReversed: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text);
const optionalDay = (field: string, messages: AdminOrderListQueryMessages) =>
  z.optional(z.string(messages.listDateInvalid(field)).check(z.refine(isDay, messages.listDateInvalid(field))));

/**
 * `status=` narrows the list to one status, `q=` searches an order id, an e-mail (from its start) or a
 * recipient's name (trimmed; blank: no search), `sort=` orders it by creation date, `from=` and `to=`
 * (YYYY-MM-DD, UTC days, both included) bound its creation date; all optional.
 */
export function adminOrderListQuerySchema(messages: AdminOrderListQueryMessages) {
  const query = strictBody({
    status: z.optional(z.enum(ORDER_STATUSES, messages.listStatusInvalid(ORDER_STATUSES))),
    q: z.optional(
      z
        .string(messages.listSearchNotText)
        .check(z.trim(), z.maxLength(MAX_ORDER_SEARCH_LENGTH, messages.listSearchTooLong(MAX_ORDER_SEARCH_LENGTH))),
    ),
    sort: z.optional(z.enum(ORDER_LIST_SORTS, messages.listSortInvalid(ORDER_LIST_SORTS))),
    from: optionalDay('from', messages),
    to: optionalDay('to', messages),
  });
  return query.check(z.refine(({ from, to }) => !from || !to || from <= to, messages.listDatesReversed));
}
export type AdminOrderListQuery = z.output<ReturnType<typeof adminOrderListQuerySchema>>;
