import { describe, expect, it } from 'vitest';
import { readDisplayCart, saveDisplayCart } from './display-cart-store';

const line = { proid: 'p1', proname: 'Kitty', proprice: 2, subType: 'Pink', buyNum: 1, totalPrice: '2.00', maxLeft: 5 };

describe('display cart store', () => {
  it("replaces the stored order's items with the latest ones", async () => {
    await saveDisplayCart([line, { ...line, proid: 'p2' }]);
    await saveDisplayCart([{ ...line, buyNum: 2, totalPrice: '4.00' }]);
    expect(await readDisplayCart()).toEqual([{ ...line, buyNum: 2, totalPrice: '4.00' }]);
  });
});
