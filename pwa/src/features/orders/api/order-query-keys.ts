/** The shopper's orders in the query cache; a cancel request invalidates the order it changed, logging out drops them. */
export const orderQueryKeys = {
  all: ['orders'] as const,
  order: (orderId: string | null) => ['orders', 'order', orderId] as const,
  /** The profile's order history, ten orders a page. */
  history: ['orders', 'history'] as const,
  /** The newest order still waiting for payment. */
  unpaid: ['orders', 'unpaid'] as const,
  /** The order the success_pay page names. */
  paid: ['orders', 'paid'] as const,
};
