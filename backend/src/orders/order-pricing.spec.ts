import { ConflictException } from '@nestjs/common';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../products/schemas/product.schema.js';
import { mergeLines, priceLines, toOrderItems, totalCents } from './order-pricing.js';

const id = new Types.ObjectId();
const product = {
  _id: id,
  ProductName: 'Melody Charm',
  SubTypeSet: [
    { Name: 'Pink', Img: '', Price: 0.1, SalePrice: null, LeftNum: 9 },
    { Name: 'Blue', Img: '', Price: 19.99, SalePrice: 0.2, LeftNum: 9 },
  ],
} as unknown as ProductRecord;

describe('order pricing', () => {
  it('prices in whole cents from the current price, the sale price when there is one', () => {
    const lines = priceLines([{ proid: id.toString(), subType: 'Pink', buyNum: 3 }, { proid: id.toString(), subType: 'Blue', buyNum: 1 }], [product]);
    expect(lines.map(({ unitCents, lineCents, label }) => ({ unitCents, lineCents, label }))).toEqual([
      { unitCents: 10, lineCents: 30, label: 'Melody Charm - Pink' },
      { unitCents: 20, lineCents: 20, label: 'Melody Charm - Blue' },
    ]);
    expect(totalCents(lines)).toBe(50);
    expect(toOrderItems(lines, [9, 9]).map((item) => [item.proprice, item.totalPrice])).toEqual([[0.1, '0.30'], [0.2, '0.20']]);
  });

  it('refuses a sub-type the product no longer has', () => {
    expect(() => priceLines([{ proid: id.toString(), subType: 'Gold', buyNum: 1 }], [product])).toThrow(ConflictException);
  });

  it('merges repeated lines of one product and sub-type, whatever the id case', () => {
    const merged = mergeLines([
      { proid: id.toString(), subType: 'Pink', buyNum: 2 },
      { proid: id.toString().toUpperCase(), subType: 'Pink', buyNum: 3 },
      { proid: id.toString(), subType: 'Blue', buyNum: 1 },
    ]);
    expect(merged).toEqual([
      { proid: id.toString(), subType: 'Pink', buyNum: 5 },
      { proid: id.toString(), subType: 'Blue', buyNum: 1 },
    ]);
  });
});
