import type { OrderStatus } from '@shop/contracts/orders/order-status';
import { useAdminText } from '../../i18n/use-admin-text';
import '../../admin-list.css';

/**
 * An order status as a badge in the admin's language, each status in its own colour ("Request Cancel" →
 * `admin-badge--request-cancel`).
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { statusLabel } = useAdminText();
  const slug = status.toLowerCase().replace(/\s+/g, '-');
  return <span className={`admin-badge admin-badge--status admin-badge--${slug}`}>{statusLabel(status)}</span>;
}
