import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { priceReservedLines, toOrderItems, toStockLines, totalCents } from './order-pricing.js';
import type { StockedProduct } from '../products/product-stock.service.js';

const id = new Types.ObjectId().toString();
const product: StockedProduct = {
  ProductName: 'Melody Charm',
  SubTypeSet: [
    { Name: 'Pink', Img: '', Price: 0.1, SalePrice: null, LeftNum: 6 },
    { Name: 'Blue', Img: '', Price: 19.99, SalePrice: 0.2, LeftNum: 8 },
  ],
};

describe('order pricing', () => {
  it('prices in whole cents from the price the reservation found, the sale price when there is one', () => {
    const lines = priceReservedLines([
      { productId: id, subType: 'Pink', quantity: 3, product, available: 9 },
      { productId: id, subType: 'Blue', quantity: 1, product, available: 9 },
    ]);
    expect(lines.map(({ productName, unitCents, lineCents }) => ({ productName, unitCents, lineCents }))).toEqual([
      { productName: 'Melody Charm', unitCents: 10, lineCents: 30 },
      { productName: 'Melody Charm', unitCents: 20, lineCents: 20 },
    ]);
    expect(totalCents(lines)).toBe(50);
    expect(toOrderItems(lines).map((item) => [item.proprice, item.totalPrice, item.maxLeft])).toEqual([
      [0.1, '0.30', 9],
      [0.2, '0.20', 9],
    ]);
  });

  it('merges repeated lines of one product and sub-type, whatever the id case', () => {
    const merged = toStockLines([
      { proid: id, subType: 'Pink', buyNum: 2 },
      { proid: id.toUpperCase(), subType: 'Pink', buyNum: 3 },
      { proid: id, subType: 'Blue', buyNum: 1 },
    ]);
    expect(merged).toEqual([
      { productId: id, subType: 'Pink', quantity: 5 },
      { productId: id, subType: 'Blue', quantity: 1 },
    ]);
  });
});
