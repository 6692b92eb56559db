/**
 * Prices are stored as plain numbers of US dollars with two decimals; any arithmetic on them is done
 * here, in integer cents, so that 0.1 + 0.2 never shows up on a receipt.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds an entered amount to whole cents (12.345 → 12.35). */
export function roundToCents(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** The price after taking `percent` off, to the cent. */
export function discountedPrice(dollars: number, percent: number): number {
  return fromCents(Math.round((toCents(dollars) * (100 - percent)) / 100));
}
