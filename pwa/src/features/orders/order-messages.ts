/** What the order screens say; the spec's wording where it has one (spec §5, §8). */
export const ORDER_MESSAGES = {
  reasonRequired: 'Please provide your reason',
  reasonPrompt: 'Why would you like to cancel or return this order?',
  sendRequest: 'Send request',
  keepOrder: 'Keep the order',
  noMoreOrders: 'No more orders.',
  expired: 'Order has expired!',
  paymentWindowRanOut: 'The payment window ran out before this order was paid.',
  lapsedStatus: 'Canceled (not paid in time)',
  expiresIn: (countdown: string) => `Order expires in ${countdown}`,
} as const;
