import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { dollarsToCents, formatCents } from '../../lib/money';
import { ORDER_LIST_FILTERS, useAllOrders } from '../../features/admin/orders/api/get-all-orders';
import { AdminOrderList } from '../../features/admin/orders/components/admin-order-list';
import { OrderListFilters } from '../../features/admin/orders/components/order-list-filters';
import { useListParams } from '../../features/admin/lists/hooks/use-list-params';
import { AdminListPage } from './admin-list-page';

export function ManageOrdersRoute() {
  const { page, setPage, filters, setFilters, filtered, clearFilters } = useListParams(ORDER_LIST_FILTERS);
  const read = useAllOrders(page, filters);
  const text = ADMIN_TEXT.lists.orders;
  return (
    <AdminListPage
      title={text.title}
      emptyText={text.empty}
      read={read}
      page={page}
      onPageChange={setPage}
      filters={<OrderListFilters filters={filters} onChange={setFilters} />}
      onClearFilters={filtered ? clearFilters : undefined}
      summary={(list) => (
        <p className="list-filters__summary" role="status">
          {ADMIN_TEXT.lists.orderTotals(list.totalItemNum, formatCents(dollarsToCents(list.totalValue)))}
        </p>
      )}
    >
      {(orders) => <AdminOrderList orders={orders} />}
    </AdminListPage>
  );
}
