import type { OrderStatus } from '@shop/contracts/orders/order-status';
import type { ShopperOrder } from '../../orders/order-model';

export interface StatusChange {
  at: string;
  /** A user id, "webhook" or "system". */
  by: string;
  /** null for the order's creation. */
  from: OrderStatus | null;
  to: OrderStatus;
  reason: string;
}

/** An admin's note: added, never replaced. */
export interface OrderNote {
  at: string;
  /** The admin's user id. */
  by: string;
  text: string;
}

/** An order as the back office reads it: the shopper's view plus the spec's admin fields and the status history. */
export interface AdminOrder extends ShopperOrder {
  OwnerId: string;
  Note: string;
  IfShipped: boolean;
  IfDelivered: boolean;
  IfCanceled: boolean;
  PaymentMethod: string;
  StatusHistory?: StatusChange[];
  /** The statuses the server's state machine lets an admin move the order to now. */
  AllowedStatuses: OrderStatus[];
  /** The admins' notes, oldest first. */
  Notes: OrderNote[];
}
