import { dollarsToCents, formatCents } from '../../../lib/money';
import type { ShopperOrder } from '../order-model';

/** The bought lines: name, sub-type, number and unit price, then the order's total. */
export function OrderItemsTable({ order }: { order: Pick<ShopperOrder, 'BuyItem' | 'TotalPrice'> }) {
  return (
    <table className="order-items">
      <caption className="visually-hidden">Items</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Sub-type</th>
          <th scope="col">Number</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {order.BuyItem.map((item) => (
          <tr key={`${item.proid}/${item.subType}`}>
            <td>{item.proname}</td>
            <td>{item.subType}</td>
            <td>{item.buyNum}</td>
            <td>{formatCents(dollarsToCents(item.proprice))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{formatCents(dollarsToCents(order.TotalPrice))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
