import type { OrderStatus } from '@shop/contracts/orders/order-status';
import { ADMIN_TEXT } from '../../admin-messages';
import { ListFilters } from '../../lists/components/list-filters';
import type { OrderListFilters as Filters } from '../api/get-all-orders';

// A record, so that a status added to OrderStatus must be added here too.
const STATUS_OPTIONS: Record<OrderStatus, true> = { Paying: true, Paid: true, Shipped: true, Delivered: true, Canceled: true, 'Request Cancel': true, Deny: true };
export const ORDER_STATUS_VALUES = Object.keys(STATUS_OPTIONS) as OrderStatus[];

/** Status, search (order id, e-mail or recipient) and date order of the orders list. */
export function OrderListFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const text = ADMIN_TEXT.lists.filters;
  return (
    <ListFilters
      label={text.orders}
      search={{ name: 'q', label: text.orderSearch, value: filters.q }}
      choices={[
        {
          name: 'status',
          label: text.status,
          value: filters.status,
          options: [{ value: '', label: text.allStatuses }, ...ORDER_STATUS_VALUES.map((status) => ({ value: status, label: status }))],
        },
        {
          name: 'sort',
          label: text.sort,
          value: filters.sort,
          options: [
            { value: '', label: text.newest },
            { value: 'oldest', label: text.oldest },
          ],
        },
      ]}
      onChange={onChange}
    />
  );
}
