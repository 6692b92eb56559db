import { describe, expect, it } from 'vitest';
import { centsToDecimalString, centsToDollars, dollarsToCents, formatCents } from './money';

const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars));

describe('money', () => {
  it('shows dollars with a dollar sign and two decimals', () => {
    expect(formatDollars(12)).toBe('$12.00');
    expect(formatDollars(9.5)).toBe('$9.50');
    expect(formatDollars(0.05)).toBe('$0.05');
    expect(formatDollars(1234.567)).toBe('$1,234.57');
  });

  it('groups thousands with commas', () => {
    expect(formatDollars(5596)).toBe('$5,596.00');
    expect(formatDollars(999.99)).toBe('$999.99');
    expect(formatDollars(1234567.8)).toBe('$1,234,567.80');
    expect(formatCents(-123456)).toBe('-$1,234.56');
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

describe('cents as plain dollars', () => {
  it('writes a two-decimal string without a dollar sign', () => {
    expect(centsToDecimalString(1999)).toBe('19.99');
    expect(centsToDecimalString(500)).toBe('5.00');
    expect(centsToDecimalString(7)).toBe('0.07');
    expect(centsToDecimalString(-250)).toBe('-2.50');
  });

  it('adds three 0.10 prices to exactly 0.30 when summed in cents', () => {
    const cents = [0.1, 0.1, 0.1].map(dollarsToCents).reduce((sum, value) => sum + value, 0);
    expect(centsToDecimalString(cents)).toBe('0.30');
    expect(centsToDollars(cents)).toBe(0.3);
  });
});
