import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../lib/dates';
import { ADMIN_TEXT } from '../../admin-messages';
import { ADMIN_PATHS } from '../../admin-paths';
import type { AdminOrder } from '../admin-order';
import '../../admin-list.css';
import './admin-order.css';

/** "Request Cancel" → "request-cancel": each status has its own badge colour. */
export function statusSlug(status: string): string {
  return status.toLowerCase().replace(/\s+/g, '-');
}

/** Each order with the spec's list fields; the whole card opens its revise page. */
export function AdminOrderList({ orders }: { orders: AdminOrder[] }) {
  const { fields, none } = ADMIN_TEXT.order;
  return (
    <ul className="admin-list admin-list--wide" aria-label={ADMIN_TEXT.lists.orders.title}>
      {orders.map((order) => (
        <li key={order._id} className="admin-order-card">
          <Link className="admin-order-card__link" to={ADMIN_PATHS.reviseOrder(order._id)}>
            {ADMIN_TEXT.order.title(order._id)}
          </Link>
          <span className={`admin-badge admin-badge--status admin-badge--${statusSlug(order.Status)}`}>{order.Status}</span>
          <dl className="admin-facts">
            <dt>{fields.createDate}</dt>
            <dd>{formatDateTime(order.CreateDate)}</dd>
            <dt>{fields.ownerId}</dt>
            <dd>{order.OwnerId}</dd>
            <dt>{fields.userName}</dt>
            <dd>{order.UserName}</dd>
            <dt>{fields.phone}</dt>
            <dd>{order.Phone}</dd>
            <dt>{fields.location}</dt>
            <dd>{order.Location}</dd>
            <dt>{fields.deliveryUrl}</dt>
            <dd>{order.DeliveryURL || none}</dd>
            <dt>{fields.reviseDate}</dt>
            <dd>{formatDateTime(order.ReviseDate) || none}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
