import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../offline/cart-line';
import { makeProduct, makeSubType } from '../../test/factories';
import { addToCart, cartTotalCents, decreaseLine, deleteLine, increaseLine, pickableSubTypes } from './cart-rules';

const pink = makeSubType({ Name: 'Pink', Price: 12, SalePrice: 9.99, LeftNum: 5 });
const mint = makeSubType({ Name: 'Mint', Price: 12.5, SalePrice: null, LeftNum: 2 });
const product = makeProduct({ _id: 'kitty', ProductName: 'Hello Kitty Desk Buddy', SubTypeSet: [pink, mint] });

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  proid: 'kitty',
  proname: 'Hello Kitty Desk Buddy',
  proprice: 9.99,
  subType: 'Pink',
  buyNum: 1,
  totalPrice: '9.99',
  maxLeft: 5,
  ...overrides,
});

describe('adding to the cart', () => {
  it('adds a line with the sale price, a two-decimal total and the stock', () => {
    const outcome = addToCart([], { product, subType: pink, quantity: 3 });
    expect(outcome).toMatchObject({ message: 'Add to cart successfully.', result: 'added' });
    expect(outcome.lines).toEqual([line({ buyNum: 3, totalPrice: '29.97' })]);
  });

  it('uses the price when the sub-type has no sale price', () => {
    expect(addToCart([], { product, subType: mint, quantity: 2 }).lines).toEqual([
      line({ proprice: 12.5, subType: 'Mint', buyNum: 2, totalPrice: '25.00', maxLeft: 2 }),
    ]);
  });

  it('merges into the line of the same product and sub-type', () => {
    const outcome = addToCart([line({ buyNum: 2, totalPrice: '19.98' })], { product, subType: pink, quantity: 2 });
    expect(outcome.lines).toEqual([line({ buyNum: 4, totalPrice: '39.96' })]);
  });

  it('keeps other sub-types of the same product as separate lines', () => {
    const outcome = addToCart([line()], { product, subType: mint, quantity: 1 });
    expect(outcome.lines.map((stored) => stored.subType)).toEqual(['Pink', 'Mint']);
  });

  it('asks for a sub-type first', () => {
    expect(addToCart([], { product, subType: null, quantity: 1 })).toEqual({
      lines: [],
      message: 'You should at least select one sub-type.',
      result: 'rejected',
    });
  });

  it('asks for at least one item', () => {
    expect(addToCart([], { product, subType: pink, quantity: 0 }).message).toBe('You should at least add one item.');
  });

  it('refuses a quantity above the stock', () => {
    expect(addToCart([], { product, subType: pink, quantity: 6 })).toEqual({
      lines: [],
      message: 'The quantity exceeds the stock limit [5].',
      result: 'rejected',
    });
  });

  it('sets the line to the stock when the cart already holds some, and says how many were there', () => {
    const outcome = addToCart([line({ buyNum: 3, totalPrice: '29.97' })], { product, subType: pink, quantity: 3 });
    expect(outcome.message).toBe("Will exceed Pink's stock quantity [5] (Current in cart: 3).");
    expect(outcome.result).toBe('capped');
    expect(outcome.lines).toEqual([line({ buyNum: 5, totalPrice: '49.95' })]);
  });

  it('adds exactly up to the stock without a warning', () => {
    const outcome = addToCart([line({ buyNum: 3, totalPrice: '29.97' })], { product, subType: pink, quantity: 2 });
    expect(outcome.message).toBe('Add to cart successfully.');
    expect(outcome.lines[0].buyNum).toBe(5);
  });
});

describe('changing a cart line', () => {
  it('adds one with plus', () => {
    expect(increaseLine([line({ buyNum: 4, totalPrice: '39.96' })], line()).lines).toEqual([line({ buyNum: 5, totalPrice: '49.95' })]);
  });

  it('blocks plus at the stock and names the product and sub-type', () => {
    const atStock = [line({ buyNum: 5, totalPrice: '49.95' })];
    expect(increaseLine(atStock, line())).toEqual({
      lines: atStock,
      message: "Will exceed [Hello Kitty Desk Buddy - Pink]'s stock quantity [5].",
    });
  });

  it('takes one away with minus, down to zero', () => {
    expect(decreaseLine([line({ buyNum: 1 })], line()).lines).toEqual([line({ buyNum: 0, totalPrice: '0.00' })]);
  });

  it('removes the line with minus at zero', () => {
    expect(decreaseLine([line({ buyNum: 0, totalPrice: '0.00' }), line({ subType: 'Mint' })], line()).lines).toEqual([
      line({ subType: 'Mint' }),
    ]);
  });

  it('deletes a line', () => {
    expect(deleteLine([line(), line({ subType: 'Mint' })], line({ subType: 'Mint' })).lines).toEqual([line()]);
  });
});

describe('cart total', () => {
  it('adds the lines in cents, leaving out lines that are out of stock', () => {
    const lines = [
      line({ proprice: 0.1, buyNum: 3 }),
      line({ subType: 'Mint', proprice: 0.2, buyNum: 1 }),
      line({ subType: 'Gone', proprice: 99, buyNum: 1, maxLeft: 0 }),
    ];
    expect(cartTotalCents(lines)).toBe(50);
  });
});

describe('sub-types offered by the picker', () => {
  it('hides the cover and default markers and sub-types without stock', () => {
    const subTypes = [
      makeSubType({ Name: 'cover', LeftNum: 9 }),
      makeSubType({ Name: 'default', LeftNum: 9 }),
      makeSubType({ Name: 'Beige (default)', LeftNum: 9 }),
      makeSubType({ Name: 'Sold out', LeftNum: 0 }),
      makeSubType({ Name: 'Cover art', LeftNum: 9 }),
      makeSubType({ Name: 'Pink', LeftNum: 1 }),
    ];
    expect(pickableSubTypes(subTypes).map((subType) => subType.Name)).toEqual(['Cover art', 'Pink']);
  });
});
