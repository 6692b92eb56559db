import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../offline/cart-line';
import { readCart, updateCart } from '../../offline/cart-store';
import { partProductsAnswer } from '../../test/answers';
import { sentJson, stubApi } from '../../test/api-stub';
import { makeProduct, makeSubType } from '../../test/factories';
import { cartChangesSummary, refreshStoredCart, repriceLines } from './reprice-cart';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  proid: 'kitty',
  proname: 'Kitty',
  proprice: 10,
  subType: 'Pink',
  buyNum: 3,
  totalPrice: '30.00',
  maxLeft: 5,
  ...overrides,
});

const kitty = (subType: Parameters<typeof makeSubType>[0]) =>
  makeProduct({ _id: 'kitty', ProductName: 'Kitty', SubTypeSet: [makeSubType({ Name: 'Pink', Price: 10, LeftNum: 5, ...subType })] });

const checked = new Set(['kitty', 'bunny']);

describe('re-pricing the cart', () => {
  it('leaves an unchanged cart as it is', () => {
    const lines = [line()];
    expect(repriceLines(lines, [kitty({})], checked)).toEqual({ lines, changes: [] });
  });

  it('takes a new sale price and recomputes the total', () => {
    const { lines, changes } = repriceLines([line()], [kitty({ SalePrice: 7.5 })], checked);
    expect(lines).toEqual([line({ proprice: 7.5, totalPrice: '22.50' })]);
    expect(changes).toEqual(['Kitty (Pink) now costs $7.50']);
  });

  it('lowers a quantity above a lowered stock', () => {
    const { lines, changes } = repriceLines([line()], [kitty({ LeftNum: 2 })], checked);
    expect(lines).toEqual([line({ buyNum: 2, totalPrice: '20.00', maxLeft: 2 })]);
    expect(changes).toEqual(['Kitty (Pink) has only 2 left, so your quantity is now 2']);
  });

  it('marks a sold-out line out of stock', () => {
    const { lines, changes } = repriceLines([line()], [kitty({ LeftNum: 0 })], checked);
    expect(lines).toEqual([line({ maxLeft: 0 })]);
    expect(changes).toEqual(['Kitty (Pink) is out of stock']);
  });

  it('makes a line of a product no longer sold unavailable, once', () => {
    const first = repriceLines([line({ proid: 'bunny', proname: 'Bunny' })], [], checked);
    expect(first.lines).toEqual([line({ proid: 'bunny', proname: 'Bunny', maxLeft: 0 })]);
    expect(first.changes).toEqual(['Bunny (Pink) is no longer sold']);
    expect(repriceLines(first.lines, [], checked).changes).toEqual([]);
  });

  it('leaves alone lines of products it did not ask about', () => {
    const added = line({ proid: 'new' });
    expect(repriceLines([added], [], checked).lines).toEqual([added]);
  });

  it('sums the changes up in one sentence', () => {
    expect(cartChangesSummary(['Kitty (Pink) now costs $7.50', 'Bunny (Pink) is no longer sold'])).toBe(
      'Your cart was updated: Kitty (Pink) now costs $7.50; Bunny (Pink) is no longer sold.',
    );
  });

  it('rewrites the stored cart from the current products', async () => {
    await updateCart(() => ({ lines: [line()] }));
    const fetchStub = stubApi(() => ({ body: partProductsAnswer([kitty({ Price: 11 })]) }));

    const { changes, pictures } = await refreshStoredCart();

    expect(changes).toEqual(['Kitty (Pink) now costs $11.00']);
    expect(pictures.get('kitty/Pink')).toMatch(/\S/);

    expect(await readCart()).toEqual([line({ proprice: 11, totalPrice: '33.00' })]);
    expect(sentJson((fetchStub.mock.calls[0] as unknown[] as [string, RequestInit])[1])).toEqual({ proids: ['kitty'] });
  });
});
