import type { OrderListSort } from '@shop/contracts/orders/admin-order-list-query';
import { ORDER_STATUSES } from '@shop/contracts/orders/order-status';
import { useAdminText } from '../../i18n/use-admin-text';
import { ListFilters } from '../../lists/components/list-filters';
import type { OrderListFilters as Filters } from '../api/get-all-orders';

/** Status, search (order id, e-mail or recipient), date order and creation days (both included) of the orders list. */
export function OrderListFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Partial<Filters>) => void }) {
  const { t, statusLabel } = useAdminText();
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
            ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
          ],
        },
        {
          name: 'sort',
          label: t('lists.filters.sort'),
          value: filters.sort,
          options: [
            { value: '', label: t('lists.filters.newest') },
            { value: 'oldest' satisfies OrderListSort, label: t('lists.filters.oldest') },
          ],
        },
      ]}
      days={[
        { name: 'from', label: t('lists.filters.from'), value: filters.from },
        { name: 'to', label: t('lists.filters.to'), value: filters.to },
      ]}
      onChange={onChange}
    />
  );
}
