import { describe, expect, it } from 'vitest';
import { discountedPrice, fromCents, roundToCents, toCents } from './money.js';

describe('money', () => {
  it('converts dollars to whole cents without floating-point drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('rounds an entered amount to the cent', () => {
    expect(roundToCents(12.345)).toBe(12.35);
    expect(roundToCents(7)).toBe(7);
  });

  it('takes a percentage off to the cent', () => {
    expect(discountedPrice(16.99, 20)).toBe(13.59);
    expect(discountedPrice(4.99, 20)).toBe(3.99);
    expect(discountedPrice(10, 0)).toBe(10);
  });
});
