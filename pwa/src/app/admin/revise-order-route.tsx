import { useParams } from 'react-router-dom';
import { ADMIN_PATHS } from '../../features/admin/admin-paths';
import { useAdminText } from '../../features/admin/i18n/use-admin-text';
import { useAdminOrder } from '../../features/admin/orders/api/get-admin-order';
import { OrderActionBar } from '../../features/admin/orders/components/order-action-bar';
import { OrderDetails } from '../../features/admin/orders/components/order-details';
import { AdminPage } from './admin-page';
import { AdminReadState } from './admin-read-state';

export function ReviseOrderRoute() {
  const { orderId = '' } = useParams();
  const read = useAdminOrder(orderId);
  const { t } = useAdminText();
  return (
    <AdminPage
      title={t('order.title', { orderId })}
      back={{ to: ADMIN_PATHS.manageOrders, label: t('area.backToList', { listName: t('lists.orders.listName') }) }}
    >
      <AdminReadState read={read}>
        {(order) => (
          <div className="admin-order">
            <OrderDetails order={order} />
            <OrderActionBar order={order} />
          </div>
        )}
      </AdminReadState>
    </AdminPage>
  );
}
