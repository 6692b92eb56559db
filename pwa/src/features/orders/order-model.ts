import type { OrderStatus } from '@shop/contracts/orders/order-status';
import type { CartLine } from '../../offline/cart-line';

/** An order as its shopper reads it (spec §3); its items have the cart line shape. */
export interface ShopperOrder {
  _id: string;
  CreateDate: string;
  UserName: string;
  Phone: string;
  Location: string;
  Email: string;
  DeliveryURL: string;
  Status: OrderStatus;
  ReviseDate: string | null;
  ReviseReason: string;
  CancelReason: string;
  IfPaid: boolean;
  BuyItem: CartLine[];
  /** Dollars. */
  TotalPrice: number;
  /** When the unpaid order lapses; older servers leave it out. */
  PaymentDeadline?: string;
}
