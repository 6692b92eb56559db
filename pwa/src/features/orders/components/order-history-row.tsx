import { Link } from 'react-router-dom';
import { shopperOrderStatusLabel } from '@shop/contracts/orders/order-status';
import { BusyButton } from '../../../components/ui/busy-button';
import { formatDate } from '../../../lib/dates';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { useCancelRequest } from '../hooks/use-cancel-request';
import { CancelRequestDialog } from './cancel-request-dialog';
import type { ShopperOrder } from '../order-model';
import { ORDER_MESSAGES } from '../order-messages';
import { canRequestCancel, lapsedUnpaid } from '../order-status';
import { shortOrderId } from '../short-order-id';

interface OrderHistoryRowProps {
  order: ShopperOrder;
  onCancelRequested: (orderId: string) => void;
}

/** One order: id, date, total and status, linking to its page, with Cancle/Return while it may be asked. */
export function OrderHistoryRow({ order, onCancelRequested }: OrderHistoryRowProps) {
  const cancel = useCancelRequest(onCancelRequested);

  return (
    <li className="order-row">
      <Link className="order-row__link" to={`/order/${order._id}`}>
        {/* Under 600 px the short id shows instead; screen readers always get the whole one. */}
        <span className="order-row__id">{order._id}</span>
        <span className="order-row__short-id" aria-hidden="true">
          {shortOrderId(order._id)}
        </span>
        <span className="order-row__date">{formatDate(order.CreateDate)}</span>
        <span className="order-row__total">{formatUsd(dollarsToCents(order.TotalPrice))}</span>
        <span className="order-row__status">
          {lapsedUnpaid(order) ? ORDER_MESSAGES.lapsedStatus : shopperOrderStatusLabel(order.Status)}
        </span>
      </Link>
      {/* The slot stays when the button does not, so every row's columns line up. */}
      <div className="order-row__action">
        {canRequestCancel(order.Status) && (
          <BusyButton className="button button--soft order-row__cancel" busy={cancel.pending} onClick={() => cancel.ask(order)}>
            Cancle/Return
          </BusyButton>
        )}
        {cancel.asking && <CancelRequestDialog onSend={cancel.send} onDismiss={cancel.dismiss} />}
      </div>
    </li>
  );
}
