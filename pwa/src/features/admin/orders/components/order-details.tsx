import { useId, type ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { dollarsToCents, formatCents } from '../../../../lib/money';
import { ADMIN_TEXT } from '../../admin-messages';
import type { AdminOrder } from '../admin-order';
import '../../admin-list.css';
import './admin-order.css';

const text = ADMIN_TEXT.order;
const money = (dollars: number) => formatCents(dollarsToCents(dollars));

/** Everything an admin needs to decide on an order: items, the order's fields, its progress and history. */
export function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <>
      <OrderItems order={order} />
      <Panel title={text.detailsTitle}>
        <dl className="admin-facts">
          <Fact label={text.fields.orderId}>{order._id}</Fact>
          <Fact label={text.fields.createDate}>{formatDateTime(order.CreateDate)}</Fact>
          <Fact label={text.fields.ownerId}>{order.OwnerId}</Fact>
          <Fact label={text.fields.email}>{order.Email}</Fact>
          <Fact label={text.fields.userName}>{order.UserName}</Fact>
          <Fact label={text.fields.phone}>{order.Phone}</Fact>
          <Fact label={text.fields.location}>{order.Location}</Fact>
          <Fact label={text.fields.deliveryUrl}>
            {order.DeliveryURL && (
              <a href={order.DeliveryURL} target="_blank" rel="noreferrer noopener">
                {order.DeliveryURL}
              </a>
            )}
          </Fact>
          <Fact label={text.fields.status}>{order.Status}</Fact>
          <Fact label={text.fields.paymentMethod}>{order.PaymentMethod}</Fact>
          {order.Status === 'Request Cancel' && <Fact label={text.fields.cancelReason}>{order.CancelReason}</Fact>}
          <Fact label={text.fields.reviseReason}>{order.ReviseReason}</Fact>
          <Fact label={text.fields.reviseDate}>{formatDateTime(order.ReviseDate)}</Fact>
          <Fact label={text.fields.note}>{order.Note}</Fact>
        </dl>
      </Panel>
      <Panel title={text.flagsTitle}>
        <ul className="admin-order__flags">
          <Flag label={text.flags.paid} on={order.IfPaid} />
          <Flag label={text.flags.shipped} on={order.IfShipped} />
          <Flag label={text.flags.delivered} on={order.IfDelivered} />
          <Flag label={text.flags.canceled} on={order.IfCanceled} />
        </ul>
      </Panel>
      <Panel title={text.notesTitle}>
        <OrderNotes notes={order.Notes} />
      </Panel>
      {order.StatusHistory && order.StatusHistory.length > 0 && (
        <Panel title={text.historyTitle}>
          <ol className="admin-order__history">
            {order.StatusHistory.map((change, index) => (
              <li key={index}>
                <span className="admin-order__history-when">{formatDateTime(change.at)}</span>
                <span className="admin-order__history-change">
                  {change.from ? `${change.from} → ${change.to}` : `${change.to} (${text.history.created})`}
                </span>
                <span className="admin-order__history-by">
                  {text.history.by}: {change.by}
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
  if (notes.length === 0) return <p>{text.noNotes}</p>;
  return (
    <ol className="admin-order__history">
      {notes.map((note, index) => (
        <li key={index}>
          <span className="admin-order__history-when">{formatDateTime(note.at)}</span>
          <span className="admin-order__history-by">
            {text.history.by}: {note.by}
          </span>
          <span>{note.text}</span>
        </li>
      ))}
    </ol>
  );
}

function OrderItems({ order }: { order: AdminOrder }) {
  const columns = text.item;
  return (
    <Panel title={text.itemsTitle}>
      <div className="admin-order__items-scroller">
        <table className="admin-order__items">
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.subType}</th>
              <th scope="col">{columns.quantity}</th>
              <th scope="col">{columns.unitPrice}</th>
              <th scope="col">{columns.total}</th>
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
            <tr>
              <th scope="row" colSpan={4}>
                {text.orderTotal}
              </th>
              <td>{money(order.TotalPrice)}</td>
            </tr>
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
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || text.none}</dd>
    </>
  );
}

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <li className={on ? 'admin-order__flag admin-order__flag--on' : 'admin-order__flag'}>
      {label}: {on ? text.yes : text.no}
    </li>
  );
}
