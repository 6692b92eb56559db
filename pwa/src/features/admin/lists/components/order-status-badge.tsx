import '../../admin-list.css';

/** An order status as a badge, each status in its own colour ("Request Cancel" → `admin-badge--request-cancel`). */
export function OrderStatusBadge({ status }: { status: string }) {
  const slug = status.toLowerCase().replace(/\s+/g, '-');
  return <span className={`admin-badge admin-badge--status admin-badge--${slug}`}>{status}</span>;
}
