/** The provider's page to send the browser to, or null when the server's `url` cannot be one. */
export function paymentPageHref(url: unknown): string | null {
  if (typeof url !== 'string' || url === '' || !URL.canParse(url, window.location.origin)) return null;
  const target = new URL(url, window.location.origin);
  return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
}

/** Leaves the shop for the payment page; false when the browser refused. */
export function openPaymentPage(href: string): boolean {
  try {
    window.location.assign(href);
    return true;
  } catch {
    return false;
  }
}
