import { describe, expect, it } from 'vitest';
import { makeCartLine } from '../../test/factories';
import { checkoutProblem, linesSubtotalCents, continuedOrderLines, payableLines } from './checkout-rules';

const address = { location: '12 Sunny Lane', recipient: 'Mia Chen', phone: '555-010-2030' };

describe('checkout rules', () => {
  it('refuses an empty cart with "The cart is empty"', () => {
    expect(checkoutProblem([], address)).toBe('The cart is empty');
  });

  it('refuses a missing address, recipient or phone with the spec message', () => {
    for (const missing of ['location', 'recipient', 'phone'] as const) {
      expect(checkoutProblem([makeCartLine()], { ...address, [missing]: '  ' })).toBe('Your should provide your address information');
    }
  });

  it('lets a full cart with a full address through', () => {
    expect(checkoutProblem([makeCartLine()], address)).toBeNull();
  });

  it('buys only the lines in stock with a quantity', () => {
    const kept = makeCartLine({ subType: 'Mint' });
    expect(payableLines([kept, makeCartLine({ maxLeft: 0 }), makeCartLine({ subType: 'Blue', buyNum: 0 })])).toEqual([kept]);
  });

  it('totals the lines in cents', () => {
    expect(linesSubtotalCents([makeCartLine({ proprice: 0.1, buyNum: 3 }), makeCartLine({ proprice: 0.2, buyNum: 1 })])).toBe(50);
  });

  it("shows the stored displayCart when it holds the order's items, else the order's own items", () => {
    const orderItems = [makeCartLine({ buyNum: 2 }), makeCartLine({ subType: 'Mint' })];
    const stored = [makeCartLine({ subType: 'Mint', proprice: 5 }), makeCartLine({ buyNum: 2, proprice: 5 })];
    expect(continuedOrderLines(stored, orderItems)).toBe(stored);
    expect(continuedOrderLines([makeCartLine({ buyNum: 3 })], orderItems)).toBe(orderItems);
    expect(continuedOrderLines([], orderItems)).toBe(orderItems);
  });
});
