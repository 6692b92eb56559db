import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shopperOrderStatusLabel } from '@shop/contracts/orders/order-status';
import { formatDateTime } from '../../../lib/dates';
import { useRemainingMs } from '../hooks/use-remaining-ms';
import type { ShopperOrder } from '../order-model';
import { ORDER_MESSAGES } from '../order-messages';
import { awaitsPayment, lapsedUnpaid, showsCancelReason, showsDeliveryUrl } from '../order-status';
import { paymentDeadline, showsPaymentWindow } from '../payment-window';
import { OrderItemsTable } from './order-items-table';
import { PaymentCountdown } from './payment-countdown';
import './order-details.css';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="order-details__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The customer order page (spec §2): countdown, items, delivery details, status and the way to pay. */
export function OrderDetails({ order }: { order: ShopperOrder }) {
  const remainingMs = useRemainingMs(paymentDeadline(order));
  const lapsed = lapsedUnpaid(order);
  const cancelReasonShown = showsCancelReason(order.Status) && !lapsed;

  return (
    <article className="order-details" aria-labelledby="order-details-title">
      <h1 id="order-details-title" className="order-details__title">
        Order
      </h1>
      {showsPaymentWindow(order, remainingMs) && <PaymentCountdown remainingMs={remainingMs} />}
      <dl className="order-details__facts">
        <Fact term="Order ID">{order._id}</Fact>
        <Fact term="Created">{formatDateTime(order.CreateDate)}</Fact>
      </dl>
      <section className="order-details__section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">Items</h2>
        <OrderItemsTable order={order} />
      </section>
      <section className="order-details__section" aria-labelledby="order-user-title">
        <h2 id="order-user-title">Delivery</h2>
        <dl className="order-details__facts">
          <Fact term="Recipient">{order.UserName}</Fact>
          <Fact term="Phone">{order.Phone}</Fact>
          <Fact term="Address">{order.Location}</Fact>
          <Fact term="Email">{order.Email}</Fact>
        </dl>
      </section>
      <section className="order-details__section" aria-labelledby="order-status-title">
        <h2 id="order-status-title">Status</h2>
        <dl className="order-details__facts">
          <Fact term="Status">{shopperOrderStatusLabel(order.Status)}</Fact>
          {showsDeliveryUrl(order.Status) && order.DeliveryURL && (
            <Fact term="Delivery URL">
              <a href={order.DeliveryURL} target="_blank" rel="noopener noreferrer">
                {order.DeliveryURL}
              </a>
            </Fact>
          )}
          {lapsed && <Fact term="Reason">{ORDER_MESSAGES.paymentWindowRanOut}</Fact>}
          {cancelReasonShown && <Fact term="Cancel reason">{order.CancelReason || '—'}</Fact>}
          {cancelReasonShown && order.ReviseReason && <Fact term="Explanation">{order.ReviseReason}</Fact>}
          {cancelReasonShown && order.ReviseDate && <Fact term="Revised">{formatDateTime(order.ReviseDate)}</Fact>}
        </dl>
      </section>
      {awaitsPayment(order.Status) && remainingMs > 0 && (
        <Link className="button button--primary order-details__pay" to={`/checkout/${order._id}`}>
          Continue the payment
        </Link>
      )}
    </article>
  );
}
