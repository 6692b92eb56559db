import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/dates';
import { dollarsToCents, formatCents } from '../../../lib/money';
import { CHAT_TEXT } from '../chat-text';
import { useShopperContext } from '../hooks/use-shopper-context';

const TEXT = CHAT_TEXT.inbox;

/** Who the admin is talking to, with links to their recent orders. */
export function ShopperContextPanel({ conversationId }: { conversationId: string }) {
  const read = useShopperContext(conversationId);
  if (read.status === 'loading') return null;
  if (read.status === 'error') return <p role="alert">{TEXT.contextFailed}</p>;
  const { shopper, recentOrders } = read.data;

  return (
    <aside className="chat-context" aria-label={TEXT.contextTitle}>
      <h2 className="chat-context__title">{TEXT.contextTitle}</h2>
      <dl className="chat-context__details">
        <dt>{TEXT.email}</dt>
        <dd>{shopper.email}</dd>
        <dt>{TEXT.recipient}</dt>
        <dd>{shopper.recipient || '—'}</dd>
        <dt>{TEXT.phone}</dt>
        <dd>{shopper.phone || '—'}</dd>
        <dt>{TEXT.address}</dt>
        <dd>{shopper.location || '—'}</dd>
      </dl>
      <h3 className="chat-context__title">{TEXT.recentOrders}</h3>
      {recentOrders.length === 0 ? (
        <p>{TEXT.noOrders}</p>
      ) : (
        <ul className="chat-context__orders">
          {recentOrders.map((order) => (
            <li key={order.id}>
              <Link to={`/reviseOrder/${order.id}`}>{order.id}</Link>
              <span>
                {formatDate(order.createDate)} · {order.status} · {formatCents(dollarsToCents(order.totalPrice))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
