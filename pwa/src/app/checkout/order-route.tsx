import { useParams } from 'react-router-dom';
import { useAuthCheck } from '../../features/account/hooks/use-auth-check';
import { useOrder } from '../../features/orders/api/get-order';
import { OrderDetails } from '../../features/orders/components/order-details';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageStatus } from './page-status';

/** /order/{orderId}: the shopper's own order, after the auth check (spec §6). */
export function OrderRoute() {
  const { orderId = '' } = useParams();
  useDocumentTitle('Order');
  const check = useAuthCheck();
  const order = useOrder(check === 'passed' ? orderId : null);

  if (check === 'offline') return <PageStatus title="You are offline." detail="Your order shows here once you are back online." />;
  if (check === 'checking' || order.status === 'pending') return <PageStatus title="Loading your order…" />;
  if (order.status === 'error') {
    return (
      <PageStatus tone="problem" title="This order could not be loaded." detail={order.error.serverMessage ?? order.error.message}>
        <button type="button" className="button button--soft" onClick={() => void order.refetch()}>
          Try again
        </button>
      </PageStatus>
    );
  }
  return (
    <div className="page">
      <OrderDetails key={order.data._id} order={order.data} />
    </div>
  );
}
