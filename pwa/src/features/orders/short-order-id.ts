const SHORT_ID_CHARS = 6;

/** An order id as small screens and chat cards show it: its last characters. */
export const shortOrderId = (orderId: string) => `…${orderId.slice(-SHORT_ID_CHARS)}`;
