import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { ORDER_LIST_FILTERS, useAllOrders } from '../../features/admin/orders/api/get-all-orders';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { AdminOrderList } from '../../features/admin/orders/components/admin-order-list';
import { OrderListFilters } from '../../features/admin/orders/components/order-list-filters';
import { useListParams } from '../../features/admin/lists/hooks/use-list-params';
import { AdminListPage } from './admin-list-page';

export function ManageOrdersRoute() {
  const { page, setPage, filters, setFilters, filtered, clearFilters } = useListParams(ORDER_LIST_FILTERS);
  const read = useAllOrders(page, filters);
  const { t } = useAdminText();
  return (
    <AdminListPage
      title={t('lists.orders.title')}
      emptyText={t('lists.orders.empty')}
      read={read}
      page={page}
      onPageChange={setPage}
      filters={<OrderListFilters filters={filters} onChange={setFilters} />}
      onClearFilters={filtered ? clearFilters : undefined}
      summary={(list) => (
        <p className="list-filters__summary" role="status">
          {t('lists.orderTotals', { count: list.totalItemNum, value: formatUsd(dollarsToCents(list.totalValue)) })}
        </p>
      )}
    >
      {(orders) => <AdminOrderList orders={orders} />}
    </AdminListPage>
  );
}
