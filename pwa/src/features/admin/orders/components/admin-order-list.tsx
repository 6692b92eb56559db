import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../lib/dates';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminText } from '../../i18n/use-admin-text';
import { OrderStatusBadge } from '../../lists/components/order-status-badge';
import type { AdminOrder } from '../admin-order';
import '../../admin-list.css';
import './admin-order.css';

/** Each order with the spec's list fields; the whole card opens its revise page. */
export function AdminOrderList({ orders }: { orders: AdminOrder[] }) {
  const { t } = useAdminText();
  const none = t('order.none');
  return (
    <ul className="admin-list admin-list--wide" aria-label={t('lists.orders.title')}>
      {orders.map((order) => (
        <li key={order._id} className="admin-order-card">
          <Link className="admin-order-card__link" to={ADMIN_PATHS.reviseOrder(order._id)}>
            {t('order.title', { orderId: order._id })}
          </Link>
          <OrderStatusBadge status={order.Status} />
          <dl className="admin-facts">
            <dt>{t('order.fields.createDate')}</dt>
            <dd>{formatDateTime(order.CreateDate)}</dd>
            <dt>{t('order.fields.ownerId')}</dt>
            <dd>{order.OwnerId}</dd>
            <dt>{t('order.fields.userName')}</dt>
            <dd>{order.UserName}</dd>
            <dt>{t('order.fields.phone')}</dt>
            <dd>{order.Phone}</dd>
            <dt>{t('order.fields.location')}</dt>
            <dd>{order.Location}</dd>
            <dt>{t('order.fields.deliveryUrl')}</dt>
            <dd>{order.DeliveryURL || none}</dd>
            <dt>{t('order.fields.reviseDate')}</dt>
            <dd>{formatDateTime(order.ReviseDate) || none}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
