import { Link } from 'react-router-dom';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { useChatText } from '../chat-text-context';
import { useShopperContext } from '../hooks/use-shopper-context';

/** Who the admin is talking to, with links to their recent orders. */
export function ShopperContextPanel({ conversationId }: { conversationId: string }) {
  const read = useShopperContext(conversationId);
  const text = useChatText().inbox;
  if (read.status === 'pending') return null;
  if (read.status === 'error') return <p role="alert">{text.contextFailed}</p>;
  const { shopper, recentOrders } = read.data;

  return (
    <aside className="chat-context" aria-label={text.contextTitle}>
      <h2 className="chat-context__title">{text.contextTitle}</h2>
      <dl className="chat-context__details">
        <dt>{text.email}</dt>
        <dd>{shopper.email}</dd>
        <dt>{text.recipient}</dt>
        <dd>{shopper.recipient || '—'}</dd>
        <dt>{text.phone}</dt>
        <dd>{shopper.phone || '—'}</dd>
        <dt>{text.address}</dt>
        <dd>{shopper.location || '—'}</dd>
      </dl>
      <h3 className="chat-context__title">{text.recentOrders}</h3>
      {recentOrders.length === 0 ? (
        <p>{text.noOrders}</p>
      ) : (
        <ul className="chat-context__orders">
          {recentOrders.map((order) => (
            <li key={order.id}>
              <Link to={`/reviseOrder/${order.id}`}>{order.id}</Link>
              <span>
                {text.orderDate(order.createDate)} · {text.orderStatus(order.status)} · {formatUsd(dollarsToCents(order.totalPrice))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
