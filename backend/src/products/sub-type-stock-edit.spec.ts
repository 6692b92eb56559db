import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { AdminMessageException } from '../common/admin-message.exception.js';
import type { SubType } from './schemas/product.schema.js';
import { reviseSubTypes } from './sub-type-stock-edit.js';

const holder = new Types.ObjectId();
const stored = (name: string, leftNum: number, heldBy: Types.ObjectId[] = []): SubType => ({
  Name: name,
  Img: '/api/images/old',
  Price: 5,
  SalePrice: null,
  LeftNum: leftNum,
  HeldBy: heldBy,
});
const row = (name: string, leftNum: number, loadedLeftNum?: number) => ({
  Name: name,
  Img: '/api/images/new',
  Price: 6,
  SalePrice: null,
  LeftNum: leftNum,
  loadedLeftNum,
});

describe('the sub-types a product revise stores', () => {
  it('applies the stock the admin typed as a change to the stock loaded, on top of what was sold since', () => {
    // Loaded 10, typed 15, and 3 sold since the page loaded: 7 now, so 12 after the save.
    expect(reviseSubTypes([row('Pink', 15, 10)], [stored('Pink', 7, [holder])])).toEqual([
      { Name: 'Pink', Img: '/api/images/new', Price: 6, SalePrice: null, LeftNum: 12, HeldBy: [holder] },
    ]);
  });

  it('keeps the units sold since the page loaded out of stock when the admin lowers it', () => {
    // Loaded 10, typed 6, and 3 sold since: 3 left after the save, not 6.
    expect(reviseSubTypes([row('Pink', 6, 10)], [stored('Pink', 7)])[0].LeftNum).toBe(3);
  });

  it('refuses with 409 a lowering that the units sold since have already used up', () => {
    let refusal: unknown;
    try {
      reviseSubTypes([row('Pink', 0, 10)], [stored('Pink', 7)]);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AdminMessageException);
    expect((refusal as AdminMessageException).getStatus()).toBe(409);
    expect(refusal).toMatchObject({
      message: 'Only 7 of Pink are left now: some were sold meanwhile. Please reload and enter the stock again.',
      messageKeys: [{ key: 'product.stockSoldMeanwhile', params: { subType: 'Pink', left: 7 } }],
    });
  });

  it('takes the stock as typed for a new sub-type, or one the page did not load', () => {
    expect(reviseSubTypes([row('Blue', 4), row('Pink', 9)], [stored('Pink', 7, [holder])])).toEqual([
      { Name: 'Blue', Img: '/api/images/new', Price: 6, SalePrice: null, LeftNum: 4, HeldBy: [] },
      { Name: 'Pink', Img: '/api/images/new', Price: 6, SalePrice: null, LeftNum: 9, HeldBy: [holder] },
    ]);
  });
});
