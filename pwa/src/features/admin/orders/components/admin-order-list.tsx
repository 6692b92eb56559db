import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { Link } from 'react-router-dom';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminText } from '../../i18n/use-admin-text';
import { OrderStatusBadge } from '../../lists/components/order-status-badge';
import type { AdminOrder } from '../admin-order';
import './admin-order.css';

/**
 * One row an order: its id (opening its revise page), date, e-mail, recipient, status and total. On a phone the
 * table scrolls sideways inside its own box (focusable, so a keyboard scrolls it too); the page does not.
 */
export function AdminOrderList({ orders }: { orders: AdminOrder[] }) {
  const { t, dateTime } = useAdminText();
  const title = t('lists.orders.title');
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <div className="admin-order-table__scroller" role="region" aria-label={title} tabIndex={0}>
      <table className="admin-order-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.table.orderId')}</th>
            <th scope="col">{t('order.table.date')}</th>
            <th scope="col">{t('order.table.email')}</th>
            <th scope="col">{t('order.table.recipient')}</th>
            <th scope="col">{t('order.table.status')}</th>
            <th scope="col" className="admin-order-table__amount">
              {t('order.table.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <th scope="row">
                <Link to={ADMIN_PATHS.reviseOrder(order._id)} className="admin-order-table__id">
                  {order._id}
                </Link>
              </th>
              <td>{dateTime(order.CreateDate)}</td>
              <td>{order.Email}</td>
              <td>{order.UserName}</td>
              <td>
                <OrderStatusBadge status={order.Status} />
              </td>
              <td className="admin-order-table__amount">{formatUsd(dollarsToCents(order.TotalPrice))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
