/** A bought line, in the cart line shape (spec §3). */
export interface OrderItem {
  proid: string;
  proname: string;
  /** Dollars: the unit price paid. */
  proprice: number;
  subType: string;
  buyNum: number;
  /** Dollars with two decimals. */
  totalPrice: string;
}

export interface StatusChange {
  at: string;
  by: string;
  from: string | null;
  to: string;
  reason: string;
}

/** An order as the back office reads it (spec §3); the status history when the server sends it. */
export interface AdminOrder {
  _id: string;
  CreateDate: string;
  OwnerId: string;
  UserName: string;
  Phone: string;
  Location: string;
  DeliveryURL: string;
  Status: string;
  ReviseDate: string | null;
  ReviseReason: string;
  CancelReason: string;
  Note: string;
  Email: string;
  IfPaid: boolean;
  IfShipped: boolean;
  IfDelivered: boolean;
  IfCanceled: boolean;
  BuyItem: OrderItem[];
  TotalPrice?: number;
  PaymentMethod?: string;
  StatusHistory?: StatusChange[];
}
