import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import type { ShopperOrder } from '../order-model';
import { OrderAmountRows, type OrderAmount } from './order-amount-rows';

const SHOPPER_LABELS: Record<OrderAmount, (discountCode: string) => string> = {
  subtotal: () => 'Subtotal',
  discount: (code) => `Discount (${code})`,
  shipping: () => 'Shipping',
  total: () => 'Total',
};

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
        <OrderAmountRows order={order} labelColumns={3} labelOf={(amount, code) => SHOPPER_LABELS[amount](code)} />
      </tfoot>
    </table>
  );
}
