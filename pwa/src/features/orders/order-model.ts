import type { OrderResponse } from '@shop/contracts/orders/order';

/**
 * The fields of an order (spec §3) the shopper's pages read, typed by the contract; its items have the cart
 * line shape. PaymentDeadline may be missing from an answer an older server cached.
 */
export type ShopperOrder = Pick<
  OrderResponse,
  | '_id'
  | 'CreateDate'
  | 'UserName'
  | 'Phone'
  | 'Location'
  | 'Email'
  | 'DeliveryURL'
  | 'Status'
  | 'ReviseDate'
  | 'ReviseReason'
  | 'CancelReason'
  | 'IfPaid'
  | 'BuyItem'
  | 'TotalPrice'
  | 'Subtotal'
  | 'Discount'
  | 'DiscountCode'
  | 'Shipping'
> &
  Partial<Pick<OrderResponse, 'PaymentDeadline'>>;
