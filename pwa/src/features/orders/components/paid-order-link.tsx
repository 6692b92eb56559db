import { Link } from 'react-router-dom';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { usePaidOrder } from '../api/get-paid-order';

/** The success_pay page's word on the order just paid: its number and total, and a link to it. */
export function PaidOrderLink() {
  const { data: order } = usePaidOrder();
  if (!order) return null;
  return (
    <p className="paid-order-link">
      Order <span className="paid-order-link__id">{order._id}</span> · {formatUsd(dollarsToCents(order.TotalPrice))}{' '}
      <Link to={`/order/${order._id}`}>See your order</Link>
    </p>
  );
}
