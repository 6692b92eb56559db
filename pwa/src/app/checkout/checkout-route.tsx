import { useParams } from 'react-router-dom';
import { useAuthCheck } from '../../features/account/hooks/use-auth-check';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CartCheckout } from './cart-checkout';
import { OrderCheckout } from './order-checkout';
import { PageStatus } from './page-status';

/** /checkout pays for the cart; /checkout/{orderId} for an unpaid order. Both need a login (spec §6). */
export function CheckoutRoute() {
  const { orderId } = useParams();
  useDocumentTitle('Checkout');
  const check = useAuthCheck();

  if (check === 'checking') return <PageStatus title="Checking your account…" />;
  if (check === 'offline')
    return <PageStatus title="You are offline." detail="Paying needs a connection: come back once you are online." />;
  return orderId ? <OrderCheckout key={orderId} orderId={orderId} /> : <CartCheckout />;
}
