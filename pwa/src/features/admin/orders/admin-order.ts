import type { AdminOrderResponse } from '@shop/contracts/orders/admin-order';
import type { ShopperOrder } from '../../orders/order-model';

/** An order as the back office reads it: the shopper's view plus the spec's admin fields, typed by the contract. */
export type AdminOrder = ShopperOrder &
  Pick<
    AdminOrderResponse,
    'OwnerId' | 'Note' | 'IfShipped' | 'IfDelivered' | 'IfCanceled' | 'PaymentMethod' | 'AllowedStatuses' | 'Notes'
  > &
  Partial<Pick<AdminOrderResponse, 'StatusHistory'>>;
