import { useId, type ReactNode } from 'react';
import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import { OrderAmountRows, type OrderAmount } from '../../../orders/components/order-amount-rows';
import { useAdminText } from '../../i18n/use-admin-text';
import { OrderStatusBadge } from '../../lists/components/order-status-badge';
import type { AdminOrder } from '../admin-order';
import '../../admin-list.css';
import './admin-order.css';

const money = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** Everything an admin needs to decide on an order: items, the order's fields, its progress and history. */
export function OrderDetails({ order }: { order: AdminOrder }) {
  const { t, dateTime, statusLabel } = useAdminText();
  return (
    <>
      <OrderItems order={order} />
      <Panel title={t('order.detailsTitle')}>
        <dl className="admin-facts">
          <Fact label={t('order.fields.orderId')}>{order._id}</Fact>
          <Fact label={t('order.fields.createDate')}>{dateTime(order.CreateDate)}</Fact>
          <Fact label={t('order.fields.email')}>
            <a href={`mailto:${order.Email}`}>{order.Email}</a>
          </Fact>
          <Fact label={t('order.fields.ownerId')}>{order.OwnerId}</Fact>
          <Fact label={t('order.fields.userName')}>{order.UserName}</Fact>
          <Fact label={t('order.fields.phone')}>{order.Phone}</Fact>
          <Fact label={t('order.fields.location')}>{order.Location}</Fact>
          <Fact label={t('order.fields.deliveryUrl')}>
            {order.DeliveryURL && (
              <a href={order.DeliveryURL} target="_blank" rel="noreferrer noopener">
                {order.DeliveryURL}
              </a>
            )}
          </Fact>
          <Fact label={t('order.fields.status')}>
            <OrderStatusBadge status={order.Status} />
          </Fact>
          <Fact label={t('order.fields.paymentMethod')}>{order.PaymentMethod}</Fact>
          {order.Status === 'Request Cancel' && <Fact label={t('order.fields.cancelReason')}>{order.CancelReason}</Fact>}
          <Fact label={t('order.fields.reviseReason')}>{order.ReviseReason}</Fact>
          <Fact label={t('order.fields.reviseDate')}>{dateTime(order.ReviseDate)}</Fact>
          <Fact label={t('order.fields.note')}>{order.Note}</Fact>
        </dl>
      </Panel>
      <Panel title={t('order.flagsTitle')}>
        <ul className="admin-order__flags">
          <Flag label={t('order.flags.paid')} on={order.IfPaid} />
          <Flag label={t('order.flags.shipped')} on={order.IfShipped} />
          <Flag label={t('order.flags.delivered')} on={order.IfDelivered} />
          <Flag label={t('order.flags.canceled')} on={order.IfCanceled} />
        </ul>
      </Panel>
      <Panel title={t('order.notesTitle')}>
        <OrderNotes notes={order.Notes} />
      </Panel>
      {order.StatusHistory && order.StatusHistory.length > 0 && (
        <Panel title={t('order.historyTitle')}>
          <ol className="admin-order__history">
            {order.StatusHistory.map((change, index) => (
              <li key={index}>
                <span className="admin-order__history-when">{dateTime(change.at)}</span>
                <span className="admin-order__history-change">
                  {change.from
                    ? `${statusLabel(change.from)} → ${statusLabel(change.to)}`
                    : `${statusLabel(change.to)} (${t('order.history.created')})`}
                </span>
                <span className="admin-order__history-by">
                  {t('order.history.by')}: {change.by}
                </span>
                {change.reason && <span className="admin-order__history-reason">{change.reason}</span>}
              </li>
            ))}
          </ol>
        </Panel>
      )}
    </>
  );
}

function OrderNotes({ notes }: { notes: AdminOrder['Notes'] }) {
  const { t, dateTime } = useAdminText();
  if (notes.length === 0) return <p>{t('order.noNotes')}</p>;
  return (
    <ol className="admin-order__history">
      {notes.map((note, index) => (
        <li key={index}>
          <span className="admin-order__history-when">{dateTime(note.at)}</span>
          <span className="admin-order__history-by">
            {t('order.history.by')}: {note.by}
          </span>
          <span>{note.text}</span>
        </li>
      ))}
    </ol>
  );
}

function OrderItems({ order }: { order: AdminOrder }) {
  const { t } = useAdminText();
  const labelOf = (amount: OrderAmount, code: string) =>
    amount === 'discount'
      ? t('order.amounts.discount', { code })
      : amount === 'total'
        ? t('order.orderTotal')
        : t(`order.amounts.${amount}`);
  return (
    <Panel title={t('order.itemsTitle')}>
      <div className="admin-order__items-scroller">
        <table className="admin-order__items">
          <thead>
            <tr>
              <th scope="col">{t('order.item.name')}</th>
              <th scope="col">{t('order.item.subType')}</th>
              <th scope="col">{t('order.item.quantity')}</th>
              <th scope="col">{t('order.item.unitPrice')}</th>
              <th scope="col">{t('order.item.total')}</th>
            </tr>
          </thead>
          <tbody>
            {order.BuyItem.map((item) => (
              <tr key={`${item.proid}/${item.subType}`}>
                <td>{item.proname}</td>
                <td>{item.subType}</td>
                <td>{item.buyNum}</td>
                <td>{money(item.proprice)}</td>
                <td>{money(Number(item.totalPrice))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <OrderAmountRows order={order} labelColumns={4} labelOf={labelOf} />
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="admin-order__panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-order__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useAdminText();
  return (
    <>
      <dt>{label}</dt>
      <dd>{children === '' || children == null ? t('order.none') : children}</dd>
    </>
  );
}

function Flag({ label, on }: { label: string; on: boolean }) {
  const { t } = useAdminText();
  return (
    <li className={on ? 'admin-order__flag admin-order__flag--on' : 'admin-order__flag'}>
      {label}: {on ? t('order.yes') : t('order.no')}
    </li>
  );
}
