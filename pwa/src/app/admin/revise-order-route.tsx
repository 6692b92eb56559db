import { useParams } from 'react-router-dom';
import { ADMIN_TEXT } from '../../features/admin/admin-messages';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminOrder } from '../../features/admin/orders/api/get-admin-order';
import { OrderActionBar } from '../../features/admin/orders/components/order-action-bar';
import { OrderDetails } from '../../features/admin/orders/components/order-details';
import { AdminPage } from './admin-page';
import { AdminReadState } from './admin-read-state';

export function ReviseOrderRoute() {
  const { orderId = '' } = useParams();
  const read = useAdminOrder(orderId);
  return (
    <AdminPage
      title={ADMIN_TEXT.order.title(orderId)}
      back={{ to: ADMIN_PATHS.manageOrders, label: ADMIN_TEXT.area.backToList(ADMIN_TEXT.lists.orders.listName) }}
    >
      <AdminReadState read={read}>
        {(order) => (
          <div className="admin-order">
            <OrderDetails order={order} />
            <OrderActionBar order={order} refreshOrder={read.retry} />
          </div>
        )}
      </AdminReadState>
    </AdminPage>
  );
}
