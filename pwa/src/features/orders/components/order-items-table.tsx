import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import type { ShopperOrder } from '../order-model';

/** The bought lines: name, sub-type, number and unit price, then the subtotal, discount, shipping and total. */
export function OrderItemsTable({
  order,
}: {
  order: Pick<ShopperOrder, 'BuyItem' | 'TotalPrice' | 'Subtotal' | 'Discount' | 'DiscountCode' | 'Shipping'>;
}) {
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
            <td>{formatUsd(dollarsToCents(item.proprice))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <SummaryRow label="Subtotal" dollars={order.Subtotal} />
        {order.Discount > 0 && <SummaryRow label={`Discount (${order.DiscountCode ?? ''})`} dollars={-order.Discount} />}
        <SummaryRow label="Shipping" dollars={order.Shipping} />
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{formatUsd(dollarsToCents(order.TotalPrice))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function SummaryRow({ label, dollars }: { label: string; dollars: number }) {
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{dollars < 0 ? `−${formatUsd(dollarsToCents(-dollars))}` : formatUsd(dollarsToCents(dollars))}</td>
    </tr>
  );
}
