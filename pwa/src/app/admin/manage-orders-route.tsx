import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { useAllOrders } from '../../features/admin/orders/api/get-all-orders';
import { AdminOrderList } from '../../features/admin/orders/components/admin-order-list';
import { AdminListPage } from './admin-list-page';
import { usePageParam } from './use-page-param';

export function ManageOrdersRoute() {
  const { page, setPage } = usePageParam();
  const read = useAllOrders(page);
  const text = ADMIN_TEXT.lists.orders;
  return (
    <AdminListPage title={text.title} emptyText={text.empty} read={read} page={page} onPageChange={setPage}>
      {(orders) => <AdminOrderList orders={orders} />}
    </AdminListPage>
  );
}
