/**
 * Money crosses the API as dollars with two decimals and is computed in integer cents, so that 0.1 + 0.2 never
 * shows up on a receipt. One formatter per meaning: what a person reads, and what a machine stores.
 */

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** What a person reads, on a page or in a mail: "$5,596.00", "-$4.99" (thousands grouped, two decimals). */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole, fraction] = formatDecimalDollars(Math.abs(cents)).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

/** What a machine stores or sends: "19.90", no symbol, no grouping (the cart's line totals, CSV files). */
export function formatDecimalDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const whole = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}
