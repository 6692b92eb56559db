import { toCents } from '../common/money.js';
import { formatDecimalDollars } from '@shop/contracts/money';
import type { OrderRecord } from './schemas/order.schema.js';

/** The orders export's columns: one row per line item, the order's own columns repeated on each. */
export const ORDER_CSV_COLUMNS = [
  'order_id',
  'created_at',
  'status',
  'email',
  'name',
  'phone',
  'location',
  'payment_method',
  'paid',
  'order_total',
  'product_id',
  'product',
  'subtype',
  'unit_price',
  'quantity',
  'line_total',
] as const;

type OrderCsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number], string>;

export function toOrderCsvRows(order: OrderRecord): OrderCsvRow[] {
  return order.BuyItem.map((item) => ({
    order_id: order._id.toHexString(),
    created_at: order.CreateDate.toISOString(),
    status: order.Status,
    email: order.Email,
    name: order.UserName,
    phone: order.Phone,
    location: order.Location,
    payment_method: order.PaymentMethod,
    paid: String(order.IfPaid),
    order_total: formatDecimalDollars(toCents(order.TotalPrice)),
    product_id: item.proid.toHexString(),
    product: item.proname,
    subtype: item.subType,
    unit_price: formatDecimalDollars(toCents(item.proprice)),
    quantity: String(item.buyNum),
    line_total: formatDecimalDollars(toCents(item.proprice) * item.buyNum),
  }));
}
