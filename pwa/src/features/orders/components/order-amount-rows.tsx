import { dollarsToCents, formatUsd } from '@shop/contracts/money';
import type { ShopperOrder } from '../order-model';

export type OrderAmount = 'subtotal' | 'discount' | 'shipping' | 'total';
type PricedOrder = Pick<ShopperOrder, 'TotalPrice' | 'Subtotal' | 'Discount' | 'DiscountCode' | 'Shipping'>;

/** The amounts an order was placed with, as the shopper paid them; a discount only when there was one. */
function amountsOf(order: PricedOrder): { amount: OrderAmount; dollars: number }[] {
  return [
    { amount: 'subtotal', dollars: order.Subtotal },
    ...(order.Discount > 0 ? [{ amount: 'discount' as const, dollars: -order.Discount }] : []),
    { amount: 'shipping', dollars: order.Shipping },
    { amount: 'total', dollars: order.TotalPrice },
  ];
}

const money = (dollars: number) => (dollars < 0 ? `−${formatUsd(dollarsToCents(-dollars))}` : formatUsd(dollarsToCents(dollars)));

interface OrderAmountRowsProps {
  order: PricedOrder;
  /** The columns the label spans, so the amount sits in the table's last column. */
  labelColumns: number;
  /** Each amount's label in the reader's language; the discount's names its code. */
  labelOf: (amount: OrderAmount, discountCode: string) => string;
}

/** A table footer's rows: subtotal, discount (with its code), shipping and total. */
export function OrderAmountRows({ order, labelColumns, labelOf }: OrderAmountRowsProps) {
  return amountsOf(order).map(({ amount, dollars }) => (
    <tr key={amount} className={`order-amount order-amount--${amount}`}>
      <th scope="row" colSpan={labelColumns}>
        {labelOf(amount, order.DiscountCode ?? '')}
      </th>
      <td>{money(dollars)}</td>
    </tr>
  ));
}
