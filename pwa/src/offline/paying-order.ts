const PAYING_ORDER_KEY = 'payingOrder';

/**
 * The order whose payment page this tab went to, for the success page to name it when the provider sends the
 * shopper back. The tab's session storage: it concerns this tab's trip to the payment page only.
 */
export function rememberPayingOrder(orderId: string): void {
  try {
    sessionStorage.setItem(PAYING_ORDER_KEY, orderId);
  } catch {
    // Storage refused (a private mode): the success page falls back to the newest order.
  }
}

export function payingOrderId(): string | null {
  try {
    return sessionStorage.getItem(PAYING_ORDER_KEY);
  } catch {
    return null;
  }
}
