import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents } from './money';

const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars));

describe('money', () => {
  it('shows dollars with a dollar sign and two decimals', () => {
    expect(formatDollars(12)).toBe('$12.00');
    expect(formatDollars(9.5)).toBe('$9.50');
    expect(formatDollars(0.05)).toBe('$0.05');
    expect(formatDollars(1234.567)).toBe('$1234.57');
  });

  it('converts dollars to whole cents without floating-point drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(formatCents(dollarsToCents(0.1) + dollarsToCents(0.2))).toBe('$0.30');
  });

  it('keeps the sign of a negative amount in front of the dollar sign', () => {
    expect(formatCents(-250)).toBe('-$2.50');
  });
});
