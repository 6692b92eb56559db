import { BusyButton } from '../../../components/ui/busy-button';
import { Icon } from '../../../components/ui/icon';
import { useOrderHistory } from '../hooks/use-order-history';
import { OrderHistoryRow } from './order-history-row';
import './order-history.css';

function emptyText({ loading, failed }: { loading: boolean; failed: boolean }): string {
  if (loading) return 'Loading your orders…';
  return failed ? 'Your orders could not be loaded.' : 'You have no orders yet.';
}

/** The profile's Order History: rows ten at a time behind a Load-more arrow (spec §2). */
export function OrderHistory() {
  const history = useOrderHistory();

  return (
    <div className="order-history">
      {history.orders.length > 0 ? (
        <ul className="order-history__list" aria-label="Orders">
          {history.orders.map((order) => (
            <OrderHistoryRow key={order._id} order={order} onCancelRequested={history.refreshOrder} />
          ))}
        </ul>
      ) : (
        <p className="order-history__empty">{emptyText(history)}</p>
      )}
      <BusyButton
        className="icon-button order-history__more"
        busy={history.loading}
        aria-label="Load more orders"
        onClick={history.loadMore}
      >
        {!history.loading && <Icon name="expand" />}
      </BusyButton>
    </div>
  );
}
