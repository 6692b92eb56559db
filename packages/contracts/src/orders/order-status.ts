/** Spec §4: an order's statuses, and how a shopper sees them. Plain constants: the order pages load them. */
export const ORDER_STATUSES = ['Paying', 'Paid', 'Shipped', 'Delivered', 'Canceled', 'Request Cancel', 'Deny'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a shopper sees under another name; any other shows as it is. */
export const SHOPPER_ORDER_STATUS_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  Paying: 'Pending for paying',
  Paid: 'Pending for shippment', // sic, spec §4
  // The spec's bare "Deny" left shoppers guessing what was denied.
  Deny: 'Cancellation denied',
};

export function shopperOrderStatusLabel(status: OrderStatus): string {
  return SHOPPER_ORDER_STATUS_LABELS[status] ?? status;
}
