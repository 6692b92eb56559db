/** Money is handled in integer cents; the API sends dollars as numbers. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The shop's one money format: "$5,596.00", thousands grouped, two decimals. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole, fraction] = centsToDecimalString(Math.abs(cents)).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** Dollars as a plain two-decimal string, e.g. 1999 → "19.99" (the cart's stored line totals). */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
