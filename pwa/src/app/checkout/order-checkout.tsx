import { Link } from 'react-router-dom';
import { useLinePictures } from '../../features/cart/hooks/use-line-pictures';
import { useOrderPayment } from '../../features/checkout/api/create-continue-checkout-session';
import { continuedOrderLines } from '../../features/checkout/checkout-rules';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { useDisplayCart } from '../../features/checkout/hooks/use-display-cart';
import { useOrder } from '../../features/orders/api/get-order';
import type { ShopperOrder } from '../../features/orders/order-model';
import { awaitsPayment } from '../../features/orders/order-status';
import type { CartLine } from '../../offline/cart-line';
import { PageStatus } from './page-status';

/** An unpaid order paid again: its stored items (displayCart), checked against the order itself. */
export function OrderCheckout({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const displayCart = useDisplayCart();

  if (order.status === 'error') {
    return (
      <PageStatus tone="problem" title="This order could not be loaded.">
        <Link to="/profile">Back to your orders</Link>
      </PageStatus>
    );
  }
  if (order.status === 'pending' || !displayCart) return <PageStatus title="Loading your order…" />;
  if (!awaitsPayment(order.data.Status)) {
    return (
      <PageStatus title="This order is not waiting for payment.">
        <Link to={`/order/${orderId}`}>See the order</Link>
      </PageStatus>
    );
  }
  return <OrderCheckoutPage order={order.data} lines={continuedOrderLines(displayCart, order.data.BuyItem)} />;
}

function OrderCheckoutPage({ order, lines }: { order: ShopperOrder; lines: CartLine[] }) {
  const payment = useOrderPayment(order._id, lines);
  const address = { location: order.Location, recipient: order.UserName, phone: order.Phone };
  const totals = {
    subtotal: order.Subtotal,
    discount: order.Discount,
    discountCode: order.DiscountCode,
    shipping: order.Shipping,
    total: order.TotalPrice,
  };
  const pictures = useLinePictures(lines);
  return <CheckoutPage lines={lines} address={address} addressEditable={false} payment={payment} totals={totals} pictures={pictures} />;
}
