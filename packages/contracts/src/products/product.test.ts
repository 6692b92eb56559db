import { describe, expect, it } from 'vitest';
import { partProductResponseSchema, partProductsBodySchema, productResponseSchema } from './product.js';

const keychain = {
  _id: '665f1c2b9a1e4b0012345678',
  ProductName: 'Bunny keychain',
  Category: ['Keychains'],
  IP: ['Bunny'],
  Description: 'A soft bunny.',
  Cover: '/api/images/bunny.webp',
  Sale: true,
  Display: true,
  ImgSet: [{ Name: 'Back', Img: '/api/images/bunny-back.webp' }],
  SubTypeSet: [{ Name: 'Pink', Img: '/api/images/bunny-pink.webp', Price: 12.5, SalePrice: 9.99, LeftNum: 3 }],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('product response', () => {
  it('accepts a product as the API sends it', () => {
    expect(productResponseSchema.parse(keychain)).toEqual(keychain);
  });

  it('rejects a sub-type whose price is text', () => {
    const broken = { ...keychain, SubTypeSet: [{ ...keychain.SubTypeSet[0], Price: '12.50' }] };
    expect(productResponseSchema.safeParse(broken).success).toBe(false);
  });

  it('keeps only what the cart needs for a part product', () => {
    expect(Object.keys(partProductResponseSchema.parse(keychain)).sort()).toEqual(['Cover', 'ProductName', 'Sale', 'SubTypeSet', '_id']);
  });
});

describe('getPartProducts body', () => {
  const firstMessage = (body: unknown) => partProductsBodySchema.safeParse(body).error?.issues[0]?.message;

  it.each([
    [{}, 'proids must be a list of product ids'],
    [{ proids: 'abc' }, 'proids must be a list of product ids'],
    [{ proids: ['abc'] }, 'Each of proids must be a valid product id'],
    [{ proids: [{ $ne: null }] }, 'Each of proids must be a valid product id'],
    [{ proids: Array.from({ length: 101 }, () => keychain._id) }, 'proids can hold at most 100 product ids'],
    [{ proids: [], extra: 1 }, 'property extra should not exist'],
  ])('answers %j with "%s"', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('takes an empty list and up to 100 ids', () => {
    expect(partProductsBodySchema.safeParse({ proids: [] }).success).toBe(true);
    expect(partProductsBodySchema.safeParse({ proids: Array.from({ length: 100 }, () => keychain._id) }).success).toBe(true);
  });
});
