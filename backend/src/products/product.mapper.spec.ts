import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { isOnSale, toPartProductResponse, toProductResponse } from './product.mapper.js';
import type { ProductRecord } from './schemas/product.schema.js';

const createdAt = new Date('2025-03-01T10:00:00.000Z');
const record = (): ProductRecord =>
  ({
    _id: new Types.ObjectId('65a1b2c3d4e5f60718293a4b'),
    ProductName: 'Hello Kitty Acrylic Keychain',
    Category: ['Keychains'],
    IP: ['Hello Kitty', 'Sanrio'],
    Description: 'A charm',
    Cover: '/api/images/cover',
    Display: true,
    ImgSet: [{ Name: 'Back', Img: '/api/images/back', _internal: 1 }],
    SubTypeSet: [
      { Name: 'Pink', Img: '/api/images/pink', Price: 7.99, SalePrice: 5.99, LeftNum: 3 },
      { Name: 'Sky', Img: '/api/images/sky', Price: 7.99, LeftNum: 0 },
    ],
    createdAt,
    updatedAt: createdAt,
    __v: 0,
  }) as unknown as ProductRecord;

describe('product mapper', () => {
  it('answers a product with a string id, ISO dates, the derived Sale flag and no mongoose internals', () => {
    expect(toProductResponse(record())).toEqual({
      _id: '65a1b2c3d4e5f60718293a4b',
      ProductName: 'Hello Kitty Acrylic Keychain',
      Category: ['Keychains'],
      IP: ['Hello Kitty', 'Sanrio'],
      Description: 'A charm',
      Cover: '/api/images/cover',
      Sale: true,
      Display: true,
      ImgSet: [{ Name: 'Back', Img: '/api/images/back' }],
      SubTypeSet: [
        { Name: 'Pink', Img: '/api/images/pink', Price: 7.99, SalePrice: 5.99, LeftNum: 3 },
        { Name: 'Sky', Img: '/api/images/sky', Price: 7.99, SalePrice: null, LeftNum: 0 },
      ],
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
  });

  it('answers the cart and favourites with only what they refresh', () => {
    expect(Object.keys(toPartProductResponse(record())).sort()).toEqual(['Cover', 'ProductName', 'Sale', 'SubTypeSet', '_id']);
  });

  it('derives Sale from any sub-type having a sale price', () => {
    const subType = { Name: 'A', Img: '', Price: 5, LeftNum: 1 };
    expect(
      isOnSale([
        { ...subType, SalePrice: null },
        { ...subType, SalePrice: 4 },
      ]),
    ).toBe(true);
    expect(isOnSale([{ ...subType, SalePrice: null }])).toBe(false);
    expect(isOnSale([{ ...subType, SalePrice: 0 }])).toBe(true);
    expect(isOnSale([])).toBe(false);
  });
});
