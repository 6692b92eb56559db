import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatDecimalDollars, formatUsd } from './money.js';

describe('money', () => {
  it('shows a person dollars with a symbol, grouped thousands and two decimals', () => {
    expect(formatUsd(559600)).toBe('$5,596.00');
    expect(formatUsd(1990)).toBe('$19.90');
    expect(formatUsd(-499)).toBe('-$4.99');
  });

  it('stores dollars as a plain two-decimal string', () => {
    expect(formatDecimalDollars(1990)).toBe('19.90');
    expect(formatDecimalDollars(559600)).toBe('5596.00');
    expect(formatDecimalDollars(5)).toBe('0.05');
  });

  it('converts between dollars and whole cents without float drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(centsToDollars(1999)).toBe(19.99);
  });
});
