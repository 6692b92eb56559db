import type { OrderStatus } from '@shop/contracts/orders/order-status';
import { useAdminText } from '../../i18n/use-admin-text';
import { ListFilters } from '../../lists/components/list-filters';
import type { OrderListFilters as Filters } from '../api/get-all-orders';

// A record, so that a status added to OrderStatus must be added here too.
const STATUS_OPTIONS: Record<OrderStatus, true> = {
  Paying: true,
  Paid: true,
  Shipped: true,
  Delivered: true,
  Canceled: true,
  'Request Cancel': true,
  Deny: true,
};
export const ORDER_STATUS_VALUES = Object.keys(STATUS_OPTIONS) as OrderStatus[];

/** Status, search (order id, e-mail or recipient) and date order of the orders list. */
export function OrderListFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const { t } = useAdminText();
  return (
    <ListFilters
      label={t('lists.filters.orders')}
      search={{ name: 'q', label: t('lists.filters.orderSearch'), value: filters.q }}
      choices={[
        {
          name: 'status',
          label: t('lists.filters.status'),
          value: filters.status,
          options: [
            { value: '', label: t('lists.filters.allStatuses') },
            ...ORDER_STATUS_VALUES.map((status) => ({ value: status, label: status })),
          ],
        },
        {
          name: 'sort',
          label: t('lists.filters.sort'),
          value: filters.sort,
          options: [
            { value: '', label: t('lists.filters.newest') },
            { value: 'oldest', label: t('lists.filters.oldest') },
          ],
        },
      ]}
      onChange={onChange}
    />
  );
}
